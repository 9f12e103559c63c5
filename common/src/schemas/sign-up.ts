import { object, string, type InferType } from 'yup';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

const PASSWORD_RULES: readonly { label: string; test: (password: string) => boolean }[] = [
  { label: `at least ${PASSWORD_MIN_LENGTH} characters`, test: (password) => password.length >= PASSWORD_MIN_LENGTH },
  { label: 'one uppercase letter', test: (password) => /[A-Z]/.test(password) },
  { label: 'one lowercase letter', test: (password) => /[a-z]/.test(password) },
  { label: 'one number', test: (password) => /\d/.test(password) },
  { label: 'one special character (@$!%*?&)', test: (password) => /[@$!%*?&]/.test(password) },
];

/** The live checklist under the password field: every rule and whether it is met. */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return PASSWORD_RULES.map((rule) => ({ label: rule.label, met: rule.test(password) }));
}

/** 'Password needs: one number, one special character (@$!%*?&)', or null when all are met. */
export function passwordProblem(password: string): string | null {
  const missing = passwordRequirements(password).filter((requirement) => !requirement.met);
  return missing.length === 0 ? null : `Password needs: ${missing.map((requirement) => requirement.label).join(', ')}`;
}

const name = (label: string) =>
  string()
    .trim()
    .required(`${label} is required`)
    .matches(/^\p{L}+$/u, `${label} should only contain letters`)
    .min(NAME_MIN_LENGTH, `${label} must be at least ${NAME_MIN_LENGTH} characters`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters`);

export const signUpSchema = object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email: string().trim().required('Email is required').email('Please enter a valid email address'),
  password: string()
    .required('Password is required')
    .test('password-strength', function checkStrength(password) {
      const problem = password ? passwordProblem(password) : null;
      return problem === null || this.createError({ message: problem });
    }),
});

export type SignUpValues = InferType<typeof signUpSchema>;
