import { configure } from '@testing-library/react';

// The web-stack tests wait for the emulators: a first read signs in, loads an SDK and crosses the
// network, which takes more than Testing Library's default 1 s on a busy 2-core machine.
configure({ asyncUtilTimeout: 15_000 });
