import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { saveReturnUrl } from '../lib/return-url';

/** Sends the user to /signin, remembering this page so sign-in comes back to it. */
export function SignInRedirect() {
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  useEffect(() => saveReturnUrl(localStorage, here), [here]);
  return <Navigate to={paths.signin} replace />;
}
