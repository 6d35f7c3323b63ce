import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import help from '../../../public/locales/en/help.json';
import { HelpGuideButton } from './help-guide-button';

function renderEn(ui: ReactElement) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { help } }, initAsync: false });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

describe('HelpGuideButton', () => {
  beforeEach(() => {
    vi.spyOn(console, 'debug').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('is labelled Help Guide and applies the extra class', () => {
    renderEn(<HelpGuideButton className="extra-class" />);
    expect(screen.getByRole('button', { name: 'Help Guide' })).toHaveClass('extra-class');
  });

  it('opens the overlay with the embedded video when a video address is present, and calls the callback', async () => {
    const onClick = vi.fn();
    renderEn(<HelpGuideButton videoUrl={VIDEO} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help Guide' }));

    expect(onClick).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Help Guide Video' });
    expect(dialog).toHaveClass('max-w-5xl');
    expect(dialog.querySelector('iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(dialog.querySelector('.aspect-video')).not.toBeNull();
    const backdrop = screen.getByTestId('help-guide-backdrop');
    expect(backdrop).toHaveClass('z-[9999]', 'h-[110vh]');
  });

  it('only calls the callback when there is no video address', async () => {
    const onClick = vi.fn();
    renderEn(<HelpGuideButton onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help Guide' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a backdrop click but not on a click inside the video container', async () => {
    renderEn(<HelpGuideButton videoUrl={VIDEO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help Guide' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Help Guide Video' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('help-guide-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes with the × control and with Escape, giving focus back to the button', async () => {
    renderEn(<HelpGuideButton videoUrl={VIDEO} />);
    const button = screen.getByRole('button', { name: 'Help Guide' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('button', { name: 'Close help video' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();

    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('only logs clicks and frame events, never shows a message', async () => {
    renderEn(<HelpGuideButton videoUrl={VIDEO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help Guide' }));
    const frame = screen.getByTitle('Help Guide Video');
    fireEvent.load(frame);
    fireEvent.error(frame);
    const messages = vi.mocked(console.debug).mock.calls.map((call) => call[0]);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/clicked/),
        expect.stringMatching(/loaded/),
        expect.stringMatching(/failed/),
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('locks page scrolling while open', async () => {
    renderEn(<HelpGuideButton videoUrl={VIDEO} />);
    await userEvent.click(screen.getByRole('button', { name: 'Help Guide' }));
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});
