import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignInForm } from '../../features/auth/components/sign-in-form';

export default function SignInRoute() {
  return (
    <AuthLayout>
      <SignInForm />
    </AuthLayout>
  );
}
