import { FunctionsProvider } from 'reactfire';
import { AuthLayout } from '../../features/auth/components/auth-layout';
import { SignUpForm } from '../../features/auth/components/sign-up-form';
import { functions } from '../../lib/firebase';

export default function SignUpRoute() {
  return (
    <FunctionsProvider sdk={functions}>
      <AuthLayout>
        <SignUpForm />
      </AuthLayout>
    </FunctionsProvider>
  );
}
