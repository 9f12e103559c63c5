import { Container } from '@chakra-ui/react';
import { LuCircleHelp, LuMail, LuMessageSquare } from 'react-icons/lu';
import { paths } from '../../../config/paths';
import { HelpCentre } from '../components/help-centre';
import { SupportLinks } from '../components/support-links';
import { CONTACT_DETAILS, CONTACT_HOURS_TEXT } from '../content/contact-details';

const LINKS = [
  { label: 'Contact Support', icon: <LuMessageSquare />, to: paths.contact },
  { label: 'Email Us', icon: <LuMail />, to: `mailto:${CONTACT_DETAILS.email}` },
  { label: 'Browse FAQs', icon: <LuCircleHelp />, to: paths.faqs },
];

/** /help: the Help centre (spec section 2). */
export default function HelpPage() {
  return (
    <>
      <HelpCentre />
      <Container maxW="6xl" pb={{ base: '8', md: '12' }}>
        <SupportLinks
          title="Still need help?"
          description={`Our support team answers ${CONTACT_HOURS_TEXT}. Write to ${CONTACT_DETAILS.email} or send us a message.`}
          links={LINKS}
        />
      </Container>
    </>
  );
}
