/** Spec section 4, cart button: not in cart -> adding -> in cart with quantity. */
export type CartButtonState = { kind: 'idle' } | { kind: 'adding' } | { kind: 'in-cart'; quantity: number };

/** While an add is in flight the button shows 'adding'; afterwards the live cart decides. */
export function cartButtonState(adding: boolean, line: { quantity: number } | undefined): CartButtonState {
  if (adding) return { kind: 'adding' };
  return line ? { kind: 'in-cart', quantity: line.quantity } : { kind: 'idle' };
}
