import { ErrorBoundary } from '../../components/error-boundary';
import { HeroCarousel } from '../../features/home/components/hero-carousel';
import { PopularCategories } from '../../features/home/components/popular-categories';
import { RecommendedProducts } from '../../features/home/components/recommended-products';
import { WhySection } from '../../features/home/components/why-section';

export default function HomeRoute() {
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
