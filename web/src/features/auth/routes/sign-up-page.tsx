import { FunctionsProvider } from 'reactfire';
import { AuthLayout } from '../components/auth-layout';
import { SignUpForm } from '../components/sign-up-form';
import { functions } from '../../../lib/functions';

export default function SignUpPage() {
  return (
    <FunctionsProvider sdk={functions}>
      <AuthLayout>
        <SignUpForm />
      </AuthLayout>
    </FunctionsProvider>
  );
}
