/** POST /api/auth/signup and /api/auth/signin: Firebase Auth behind the spec's `{ jwt }` contract. */
import { Router } from 'express';
import { signIn, signUpAndSignIn } from '../../services/accounts';

export const authRouter = Router();

authRouter.post('/auth/signup', async (req, res) => {
  const { idToken } = await signUpAndSignIn(req.body);
  res.status(201).json({ jwt: idToken });
});

authRouter.post('/auth/signin', async (req, res) => {
  const { idToken } = await signIn(req.body);
  res.json({ jwt: idToken });
});
