import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { HeroCarousel } from '../components/hero-carousel';

const activeSlide = () => screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');

describe('hero carousel', () => {
  it('shows the three spec slides with their buttons', () => {
    renderApp(<HeroCarousel />);
    expect(screen.getByRole('heading', { name: 'Premium Electronics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Electronics' })).toHaveAttribute('href', '/items?category=Electronic');
    expect(screen.getByRole('link', { name: 'Explore Deals', hidden: true })).toHaveAttribute('href', '/items');
    expect(screen.getByRole('link', { name: 'Start Selling', hidden: true })).toHaveAttribute('href', '/sell-product');
    expect(screen.getAllByRole('group', { hidden: true }).map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
  });

  it('moves with the right and left arrow keys, wrapping at both ends', async () => {
    const { user } = renderApp(<HeroCarousel />);
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3');
    await user.keyboard('{ArrowRight}');
    expect(activeSlide()).toHaveAttribute('aria-label', '2 of 3');
    expect(screen.getByRole('heading', { name: 'Second-Hand Treasures' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3');
    await user.keyboard('{ArrowLeft}');
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 3');
    expect(screen.getByRole('heading', { name: 'Buy & Sell Easily' })).toBeInTheDocument();
  });

  it('ignores arrow keys typed into a text field', async () => {
    const { user } = renderApp(
      <>
        <input aria-label="Search" />
        <HeroCarousel />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Search' }));
    await user.keyboard('ab{ArrowLeft}{ArrowRight}');
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3');
  });

  it('dots and arrows choose slides', async () => {
    const { user } = renderApp(<HeroCarousel />);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 3');
    // jsdom applies no media queries, so the arrows count as hidden (they show from 768 px up).
    await user.click(screen.getByLabelText('Next slide'));
    expect(activeSlide()).toHaveAttribute('aria-label', '1 of 3');
    await user.click(screen.getByLabelText('Previous slide'));
    expect(activeSlide()).toHaveAttribute('aria-label', '3 of 3');
  });
});
