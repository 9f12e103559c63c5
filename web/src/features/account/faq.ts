/** The account questions (spec section 2): the profile's about e-mail and mobile, /account's four fixed ones. */
export interface FaqEntry {
  question: string;
  answer: string;
}

const CHANGE_EMAIL: FaqEntry = {
  question: 'Can I change my e-mail address?',
  answer:
    'No. Your campus e-mail is the address you sign in with, so it stays the same. To use a different campus address, create a new account with it.',
};

const CHANGE_MOBILE: FaqEntry = {
  question: 'How do I change my mobile number?',
  answer: 'Open Edit Profile, press Change next to your mobile number, enter the new 10-digit number and press Save Details.',
};

const VERIFIED_MOBILE: FaqEntry = {
  question: "What does 'Verified' next to my mobile number mean?",
  answer: 'It shows that a valid 10-digit mobile number is saved on your profile, so buyers and sellers can reach you.',
};

const RESET_PASSWORD: FaqEntry = {
  question: 'How do I reset my password?',
  answer: "On the sign-in page choose 'Forgot password?' and enter your campus e-mail. We'll send you a link to choose a new password.",
};

const CANCEL_LISTING: FaqEntry = {
  question: 'How do I withdraw a product I listed?',
  answer: 'Open My Products and press Cancel Request on a pending listing. The listing is withdrawn once an admin approves the cancellation.',
};

export const PROFILE_FAQ: readonly FaqEntry[] = [CHANGE_EMAIL, CHANGE_MOBILE, VERIFIED_MOBILE];

export const ACCOUNT_FAQ: readonly FaqEntry[] = [CHANGE_EMAIL, CHANGE_MOBILE, RESET_PASSWORD, CANCEL_LISTING];
