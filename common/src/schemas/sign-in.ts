import { object, string, type InferType } from 'yup';

export const signInSchema = object({
  email: string().trim().required('Email is required').email('Please enter a valid email'),
  password: string().required('Password is required'),
});

export type SignInValues = InferType<typeof signInSchema>;
