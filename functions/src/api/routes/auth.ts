/**
 * POST /api/auth/signup and /signin: Firebase Auth behind the spec's `{ jwt }` contract. Each is read first
 * (a malformed body is a 400 that costs nothing), then runs within the failure budgets of its e-mail and the
 * client's address: 429 once either is spent.
 */
import { Router } from 'express';
import { readSignIn, readSignUp, signIn, signUpAndSignIn } from '../../services/accounts';
import { answerRateLimited, limitFailures } from '../middleware/rate-limit';

export const authRouter = Router();

authRouter.post('/auth/signup', async (req, res) => {
  const registration = readSignUp(req.body);
  const { idToken } = await limitFailures(req, 'signup', registration.email, () => signUpAndSignIn(registration));
  res.status(201).json({ jwt: idToken });
});

authRouter.post('/auth/signin', async (req, res) => {
  const credentials = readSignIn(req.body);
  const { idToken } = await limitFailures(req, 'signin', credentials.email, () => signIn(credentials));
  res.json({ jwt: idToken });
});

authRouter.use(answerRateLimited);
