import { Box, Container, Grid, Heading, Text } from '@chakra-ui/react';
import { LuMessageSquare } from 'react-icons/lu';
import { CampusMap } from '../components/campus-map';
import { ContactForm } from '../components/contact-form';
import { ContactInfo } from '../components/contact-info';
import { PageIntro } from '../components/page-intro';

/** /contact: the team's details, a campus map and the (simulated) contact form (spec section 2). */
export default function ContactPage() {
  return (
    <>
      <PageIntro
        icon={<LuMessageSquare />}
        title="Contact Us"
        description="Questions about an order, a listing or your account? Send us a message and our team will get back to you."
      />
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        {/* On a phone the form comes straight after the details, before the map. */}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }}
          templateAreas={{ base: '"info" "form" "map"', lg: '"info form" "map form"' }}
          templateRows={{ lg: 'auto 1fr' }}
          gap={{ base: '6', md: '8' }}
          alignItems="start"
        >
          <Box gridArea="info">
            <ContactInfo />
          </Box>
          <Box as="section" gridArea="form" aria-labelledby="contact-form-title" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }}>
            <Heading as="h2" id="contact-form-title" size="lg" mb="1">
              Send Us a Message
            </Heading>
            <Text color="fg.muted" mb="6">
              Every field is required.
            </Text>
            <ContactForm />
          </Box>
          <Box gridArea="map">
            <CampusMap />
          </Box>
        </Grid>
      </Container>
    </>
  );
}
