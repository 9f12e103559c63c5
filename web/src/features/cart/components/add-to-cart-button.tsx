import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { reportFailure } from '../../../components/report-failure';
import { useSignInGate } from '../../../components/sign-in-gate';
import { SignedInLive } from '../../../components/signed-in-live';
import { paths } from '../../../config/paths';
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
  return (
    <SignedInLive
      label="the cart button"
      waiting={<CartButtonView state={{ kind: 'idle' }} size={props.size} disabled onPress={() => undefined} />}
      visitor={<VisitorCartButton {...props} />}
    >
      <SignedInCartButton {...props} />
    </SignedInLive>
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

function SignedInCartButton({ productId, size, disabled }: AddToCartButtonProps) {
  const { loading, line } = useCartLine(productId);
  const add = useAddToCart();
  // A cart that cannot be read leaves the button usable: adding does not depend on reading it.
  return <CartButtonControl productId={productId} line={line} add={add} size={size} disabled={disabled || loading} />;
}

export interface CartButtonControlProps extends AddToCartButtonProps {
  /** The product's live cart line, undefined when it is not in the cart. */
  line: { quantity: number } | undefined;
  /** The add-to-cart mutation (its variable is the product id). */
  add: Pick<UseMutationResult<void, unknown, string>, 'isPending' | 'mutate'>;
}

/**
 * The cart button's behaviour: adds (showing 'adding' meanwhile), reports a failed add with a toast
 * (the cart line, and so the in-cart look, stays as stored), and goes to /cart once in the cart.
 */
export function CartButtonControl({ productId, line, add, size, disabled }: CartButtonControlProps) {
  const navigate = useNavigate();
  const state = cartButtonState(add.isPending, line);

  const press = () => {
    if (state.kind === 'in-cart') {
      navigate(paths.cart);
      return;
    }
    if (state.kind === 'adding') return;
    add.mutate(productId, { onError: (error) => reportFailure('Could not add the item to your cart', error) });
  };

  return <CartButtonView state={state} size={size} disabled={disabled && state.kind !== 'in-cart'} onPress={press} />;
}
