import type { PageAnimation } from './ui-preferences';

/**
 * Page-enter animations played with the Web Animations API, so the animate.css-style names the
 * preferences store need no stylesheet. Distances are small: the page should settle, not fly in.
 */
const FRAMES: Record<Exclude<PageAnimation, ''>, Keyframe[]> = {
  animate__fadeIn: [{ opacity: 0 }, { opacity: 1 }],
  animate__fadeInDown: [
    { opacity: 0, transform: 'translateY(-16px)' },
    { opacity: 1, transform: 'none' },
  ],
  animate__fadeInUp: [
    { opacity: 0, transform: 'translateY(16px)' },
    { opacity: 1, transform: 'none' },
  ],
  animate__fadeInLeft: [
    { opacity: 0, transform: 'translateX(-24px)' },
    { opacity: 1, transform: 'none' },
  ],
  animate__fadeInRight: [
    { opacity: 0, transform: 'translateX(24px)' },
    { opacity: 1, transform: 'none' },
  ],
  animate__slideInDown: [{ transform: 'translateY(-40px)' }, { transform: 'none' }],
  animate__slideInLeft: [{ transform: 'translateX(-40px)' }, { transform: 'none' }],
  animate__slideInRight: [{ transform: 'translateX(40px)' }, { transform: 'none' }],
  animate__zoomIn: [
    { opacity: 0, transform: 'scale(0.96)' },
    { opacity: 1, transform: 'none' },
  ],
};

export function playPageAnimation(element: HTMLElement | null, animation: PageAnimation): void {
  if (!element || !animation || typeof element.animate !== 'function') return;
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
  element.animate(FRAMES[animation], { duration: 450, easing: 'cubic-bezier(0.22, 1, 0.36, 1)' });
}
