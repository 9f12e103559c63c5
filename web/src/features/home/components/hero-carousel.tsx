import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Container, Flex, Heading, IconButton, Image, Text } from '@chakra-ui/react';
import { CAROUSEL_AUTOPLAY_MS, CAROUSEL_TRANSITION_MS } from '@campus/common/timers';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { itemsUrl, paths } from '../../../config/paths';

interface Slide {
  title: string;
  text: string;
  image: string;
  action: { label: string; to: string };
}

export const HERO_SLIDES: readonly Slide[] = [
  {
    title: 'Premium Electronics',
    text: 'Find quality laptops and electronics at student-friendly prices',
    image: '/hero/slide-electronics.svg',
    action: { label: 'Shop Electronics', to: itemsUrl({ category: 'Electronic' }) },
  },
  {
    title: 'Second-Hand Treasures',
    text: 'Quality pre-owned items at a fraction of the original cost',
    image: '/hero/slide-treasures.svg',
    action: { label: 'Explore Deals', to: itemsUrl() },
  },
  {
    title: 'Buy & Sell Easily',
    text: 'Your campus marketplace for hassle-free trading',
    image: '/hero/slide-buy-sell.svg',
    action: { label: 'Start Selling', to: paths.sellProduct },
  },
];

const PARALLAX_RATE = 0.3;

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The home hero: autoplay every 6 s, 800 ms slide, dots, arrows (hidden under 768 px), left/right keys, parallax. */
export function HeroCarousel({ slides = HERO_SLIDES }: { slides?: readonly Slide[] }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const rootRef = useRef<HTMLElement>(null);
  const count = slides.length;

  const show = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);

  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => show(active + 1), CAROUSEL_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [active, paused, show]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight') setActive((index) => (index + 1) % count);
      if (event.key === 'ArrowLeft') setActive((index) => (index - 1 + count) % count);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [count]);

  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => rootRef.current?.style.setProperty('--parallax-y', `${window.scrollY * PARALLAX_RATE}px`));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  return (
    <Box
      as="section"
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label="Featured"
      position="relative"
      overflow="hidden"
      h={{ base: '400px', md: '500px', lg: '600px' }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <Flex h="100%" transform={`translateX(-${active * 100}%)`} transition={`transform ${CAROUSEL_TRANSITION_MS}ms ease-in-out`}>
        {slides.map((slide, index) => (
          <Box
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            aria-hidden={index !== active}
            inert={index !== active}
            position="relative"
            flex="0 0 100%"
            h="100%"
            overflow="hidden"
          >
            {/* An <img>, not a CSS background, so that the browser finds the first slide (the page's largest
                paint) in the HTML at once and fetches it first. */}
            <Image
              src={slide.image}
              alt=""
              width={1600}
              height={900}
              fetchPriority={index === 0 ? 'high' : 'low'}
              loading={index === 0 ? 'eager' : 'lazy'}
              position="absolute"
              top="-20%"
              left="0"
              w="100%"
              h="120%"
              maxW="none"
              objectFit="cover"
              transform="translateY(var(--parallax-y, 0px))"
              willChange="transform"
            />
            <Box position="absolute" inset="0" bgGradient="to-r" gradientFrom="blackAlpha.700" gradientTo="transparent" />
            <Container maxW="7xl" position="relative" h="100%" display="flex" alignItems="center" px={{ base: '6', md: '16' }}>
              <Box maxW="xl" color="white">
                <Heading as={index === active ? 'h1' : 'h2'} fontSize={{ base: '3xl', md: '5xl' }} lineHeight="1.1" mb="4">
                  {slide.title}
                </Heading>
                <Text fontSize={{ base: 'md', md: 'xl' }} mb="8" opacity={0.9}>
                  {slide.text}
                </Text>
                <Button asChild size="lg" colorPalette="teal">
                  <RouterLink to={slide.action.to}>{slide.action.label}</RouterLink>
                </Button>
              </Box>
            </Container>
          </Box>
        ))}
      </Flex>

      <SlideArrow side="left" label="Previous slide" onClick={() => show(active - 1)}>
        <LuChevronLeft />
      </SlideArrow>
      <SlideArrow side="right" label="Next slide" onClick={() => show(active + 1)}>
        <LuChevronRight />
      </SlideArrow>

      <Flex position="absolute" bottom="5" left="0" right="0" justify="center" gap="1">
        {slides.map((slide, index) => (
          <Box
            as="button"
            key={slide.title}
            aria-label={`Go to slide ${index + 1}`}
            aria-current={index === active}
            // A 24 px target (WCAG 2.5.8) around the 12 px dot.
            minW="6"
            h="6"
            px="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            cursor="pointer"
            onClick={() => show(index)}
          >
            <Box w={index === active ? '8' : '3'} h="3" borderRadius="full" bg={index === active ? 'white' : 'whiteAlpha.600'} transition="all 0.3s" />
          </Box>
        ))}
      </Flex>
    </Box>
  );
}

interface SlideArrowProps {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  children: ReactNode;
}

/** A previous/next arrow over the hero, hidden under the mobile breakpoint (spec: arrows hidden under 768 px). */
function SlideArrow({ side, label, onClick, children }: SlideArrowProps) {
  return (
    <IconButton
      aria-label={label}
      position="absolute"
      left={side === 'left' ? '4' : undefined}
      right={side === 'right' ? '4' : undefined}
      top="50%"
      transform="translateY(-50%)"
      display={{ base: 'none', md: 'inline-flex' }}
      borderRadius="full"
      variant="subtle"
      bg="whiteAlpha.700"
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
