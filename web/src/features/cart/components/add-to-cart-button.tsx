import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useUser } from 'reactfire';
import { paths } from '../../../app/paths';
import { ErrorBoundary } from '../../../components/error-boundary';
import { LiveFirestore } from '../../../lib/live-firestore';
import { reportFailure } from '../../../components/toaster';
import { useSignInGate } from '../../pending-action/hooks/use-sign-in-gate';
import { useAddToCart } from '../api/add-to-cart';
import { useCartLine } from '../api/use-cart-lines';
import { cartButtonState } from '../cart-button-state';
import { CartButtonView, type CartButtonViewProps } from './cart-button-view';

export interface AddToCartButtonProps {
  productId: string;
  size?: CartButtonViewProps['size'];
  /** A sold or withdrawn product cannot be added. */
  disabled?: boolean;
}

/**
 * The add-to-cart button of product cards and the product page. A visitor gets the sign-in
 * dialog (the add runs after sign-in); a signed-in user's button follows the live cart.
 */
export function AddToCartButton(props: AddToCartButtonProps) {
  const { status, data: user } = useUser();
  const waiting = <CartButtonView state={{ kind: 'idle' }} size={props.size} disabled onPress={() => undefined} />;
  if (status === 'loading') return waiting;
  if (!user) return <VisitorCartButton {...props} />;
  // Only signed-in users load the full Firestore SDK.
  return (
    <ErrorBoundary label="the cart button" fallback={waiting}>
      <LiveFirestore fallback={waiting}>
        <LiveCartButton {...props} />
      </LiveFirestore>
    </ErrorBoundary>
  );
}

function VisitorCartButton({ productId, size, disabled }: AddToCartButtonProps) {
  const gate = useSignInGate();
  return (
    <>
      <CartButtonView state={{ kind: 'idle' }} size={size} disabled={disabled} onPress={() => gate.requireSignIn({ type: 'cart', productId })} />
      {gate.dialog}
    </>
  );
}

function LiveCartButton({ productId, size, disabled }: AddToCartButtonProps) {
  const { status, line } = useCartLine(productId);
  const addToCart = useAddToCart();
  return <CartButtonControl productId={productId} line={line} add={addToCart} size={size} disabled={disabled || status === 'loading'} />;
}

export interface CartButtonControlProps extends AddToCartButtonProps {
  /** The product's live cart line, undefined when it is not in the cart. */
  line: { quantity: number } | undefined;
  add: (productId: string) => Promise<void>;
}

/**
 * The cart button's behaviour: adds (showing 'adding' meanwhile), reports a failed add with a toast
 * (the cart line, and so the in-cart look, stays as stored), and goes to /cart once in the cart.
 */
export function CartButtonControl({ productId, line, add, size, disabled }: CartButtonControlProps) {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const state = cartButtonState(adding, line);

  const press = () => {
    if (state.kind === 'in-cart') {
      navigate(paths.cart);
      return;
    }
    if (state.kind === 'adding') return;
    setAdding(true);
    add(productId)
      .catch((error: unknown) => reportFailure('Could not add the item to your cart', error))
      .finally(() => setAdding(false));
  };

  return <CartButtonView state={state} size={size} disabled={disabled && state.kind !== 'in-cart'} onPress={press} />;
}
