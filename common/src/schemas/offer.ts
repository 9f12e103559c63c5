import { number, object, type InferType } from 'yup';
import { formatRupees } from '../format';
import { OFFER_AMOUNT_REQUIRED, OFFER_NOT_WHOLE, offerTooHigh, offerTooLow } from '../deal-messages';
import { minimumOffer } from '../offers';

/** An offer or a counter on an item with asking price `price`: whole rupees from half the price to the price. */
export const offerSchema = (price: number) =>
  object({
    amount: number()
      .typeError(OFFER_AMOUNT_REQUIRED)
      .required(OFFER_AMOUNT_REQUIRED)
      .integer(OFFER_NOT_WHOLE)
      .min(minimumOffer(price), offerTooLow(formatRupees(minimumOffer(price))))
      .max(price, offerTooHigh(formatRupees(price))),
  });

export type OfferValues = InferType<ReturnType<typeof offerSchema>>;
