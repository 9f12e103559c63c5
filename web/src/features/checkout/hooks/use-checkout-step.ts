import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkoutUrl } from '../../../config/paths';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { checkoutStep, STEP_TITLE_ID, type StepPrerequisites } from '../checkout-steps';

/**
 * The step lives in the URL (/checkout?step=n). A missing, malformed or unreachable step shows the
 * furthest reachable one, and the URL is corrected in place. `goTo` adds a history entry, so the
 * browser's back button walks the steps too. Each step starts at the top of the page, and a new step
 * takes the focus to its title: the buttons that led there went away with the previous step.
 */
export function useCheckoutStep(prerequisites: StepPrerequisites): { step: number; goTo: (step: number) => void } {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const param = params.get('step');
  const step = checkoutStep(param, prerequisites);
  useEffect(() => {
    if (param !== String(step)) navigate(checkoutUrl(step), { replace: true });
  }, [navigate, param, step]);
  // Only the query changes between steps, so the app's scroll and focus on a new route do not run.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [step]);
  useFocusOnChange(step, () => document.getElementById(STEP_TITLE_ID));
  const goTo = (next: number) => {
    navigate(checkoutUrl(next));
  };
  return { step, goTo };
}
