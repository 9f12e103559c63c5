import type { ContactValues } from '@campus/common/schemas/contact';
import { CONTACT_SEND_MS } from '@campus/common/timers';

/**
 * Sends a Contact page message. There is no server for it (spec section 7: the contact form makes no
 * call): the send is simulated, taking CONTACT_SEND_MS (1.5 s), and always succeeds.
 */
export function sendContactMessage(_message: ContactValues): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, CONTACT_SEND_MS));
}
