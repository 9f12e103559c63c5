import { Container } from '@chakra-ui/react';
import { LuBookOpen, LuMessageSquare } from 'react-icons/lu';
import { paths } from '../../../config/paths';
import { FaqBrowser } from '../components/faq-browser';
import { SupportLinks } from '../components/support-links';

const LINKS = [
  { label: 'Contact Support', icon: <LuMessageSquare />, to: paths.contact },
  { label: 'Visit Help Center', icon: <LuBookOpen />, to: paths.help },
];

/** /faqs: ten questions with search and category chips (spec section 2). */
export default function FaqsPage() {
  return (
    <>
      <FaqBrowser />
      <Container maxW="4xl" pb={{ base: '8', md: '12' }}>
        <SupportLinks title="Still have questions?" description="Can't find what you're looking for? Our support team is happy to help." links={LINKS} />
      </Container>
    </>
  );
}
