import { Container, Heading, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft } from 'react-icons/lu';
import { RequireSignIn } from '../../../components/require-sign-in';
import { paths } from '../../../config/paths';
import { useUserReviews } from '../../../lib/user-reviews';
import { MyReviews, MyReviewsSkeleton, type MyReviewsLoad } from '../components/my-reviews';

/** /my-reviews: the signed-in user's reviews; a visitor goes to /signin and comes back. */
export default function MyReviewsPage() {
  return (
    <Container maxW="4xl" py={{ base: '6', md: '10' }}>
      <Link asChild color="teal.700" fontWeight="medium" mb="3">
        <RouterLink to={paths.profile}>
          <LuArrowLeft /> Back to Profile
        </RouterLink>
      </Link>
      <Heading as="h1" size="2xl" mb="6">
        My Reviews
      </Heading>
      <RequireSignIn loading={<MyReviewsSkeleton />}>
        <SignedInReviews />
      </RequireSignIn>
    </Container>
  );
}

function SignedInReviews() {
  const reviews = useUserReviews();
  const load: MyReviewsLoad =
    reviews.isSuccess ? { status: 'success', reviews: reviews.data }
    : reviews.isError ? { status: 'error', error: reviews.error, retry: () => void reviews.refetch() }
    : { status: 'pending' };
  return <MyReviews load={load} />;
}
