import { ProductsListing } from '../components/products-listing';

export default function ItemsPage() {
  return <ProductsListing />;
}
