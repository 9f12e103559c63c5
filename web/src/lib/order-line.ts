import { asNumber, asRecord, asText } from '@campus/common/values';

/** One line of a stored order (orderItems[]), as the buyer's orders and the seller's sales show it. */
export interface OrderLine {
  productId: string;
  title: string;
  description: string;
  imageURL: string;
  price: number;
  quantity: number;
}

export function toOrderLine(value: unknown): OrderLine {
  const item = asRecord(value);
  const product = asRecord(item.product);
  return {
    productId: asText(item.productId),
    title: asText(product.title),
    description: asText(product.description),
    imageURL: asText(product.imageURL),
    price: asNumber(item.price),
    quantity: asNumber(item.quantity),
  };
}
