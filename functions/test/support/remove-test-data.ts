/** Setup file of the `stack` project: after every test file, remove what it created. */
import { afterAll } from 'vitest';
import { removeTestData } from './test-data';

afterAll(removeTestData);
