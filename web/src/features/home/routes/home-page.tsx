import { ErrorBoundary } from '../../../components/error-boundary';
import { HeroCarousel } from '../components/hero-carousel';
import { PopularCategories } from '../components/popular-categories';
import { RecommendedProducts } from '../components/recommended-products';
import { WhySection } from '../components/why-section';

export default function HomePage() {
  return (
    <>
      <ErrorBoundary label="the featured slides">
        <HeroCarousel />
      </ErrorBoundary>
      <PopularCategories />
      <ErrorBoundary label="the recommended products">
        <RecommendedProducts />
      </ErrorBoundary>
      <WhySection />
    </>
  );
}
