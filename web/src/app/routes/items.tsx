import { ProductsListing } from '../../features/products/components/products-listing';

export default function ItemsRoute() {
  return <ProductsListing />;
}
