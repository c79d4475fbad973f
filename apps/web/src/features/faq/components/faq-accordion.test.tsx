import { STATUS_THRESHOLDS } from '@reviewsentry/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from '../faq-items';
import { FaqAccordion } from './faq-accordion';

/** The question buttons in FAQ order (one role query: naming each button by role is slow in jsdom). */
function questions() {
  const buttons = screen.getAllByRole('button');
  return FAQ_ITEMS.map((item) => {
    const button = buttons.find((b) => b.textContent?.trim() === item.title);
    if (!button) throw new Error(`no button for "${item.title}"`);
    return button;
  });
}

function expandedTitles() {
  return questions()
    .filter((button) => button.getAttribute('aria-expanded') === 'true')
    .map((button) => button.textContent);
}

describe('FaqAccordion', () => {
  it('lists the 13 questions, all closed at first', () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    expect(FAQ_ITEMS).toHaveLength(13);
    expect(questions()).toHaveLength(13);
    expect(expandedTitles()).toEqual([]);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('ties each question to its answer panel with aria-controls and aria-labelledby', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const button = screen.getByRole('button', { name: FAQ_ITEMS[3]!.title });
    await userEvent.click(button);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    expect(panel).toBeVisible();
    expect(screen.getByRole('region', { name: FAQ_ITEMS[3]!.title })).toBe(panel);
    expect(within(panel!).getByText(FAQ_ITEMS[3]!.content)).toBeInTheDocument();
  });

  it('keeps at most one answer open: opening another closes the first', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const [first, second] = [FAQ_ITEMS[0]!.title, FAQ_ITEMS[1]!.title];
    await userEvent.click(screen.getByRole('button', { name: first }));
    expect(expandedTitles()).toEqual([first]);
    await userEvent.click(screen.getByRole('button', { name: second }));
    expect(expandedTitles()).toEqual([second]);
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });

  it('closes the open answer when its question is clicked again', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    const button = screen.getByRole('button', { name: FAQ_ITEMS[5]!.title });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(expandedTitles()).toEqual([]);
  });

  it('works from the keyboard (Enter and Space)', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={FAQ_ITEMS} />);
    await user.tab();
    expect(questions()[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expandedTitles()).toEqual([FAQ_ITEMS[0]!.title]);
    await user.tab();
    await user.keyboard(' ');
    expect(expandedTitles()).toEqual([FAQ_ITEMS[1]!.title]);
  });

  it('states the fraud rule from the shared thresholds', async () => {
    render(<FaqAccordion items={FAQ_ITEMS} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'When is a product flagged as fraudulent?' }),
    );
    expect(
      screen.getByText(
        `A product is flagged as fraudulent ("Fake") when ${STATUS_THRESHOLDS.fake} % or more of its assessed reviews look fake.`,
      ),
    ).toBeVisible();
    expect(STATUS_THRESHOLDS.fake).toBe(50);
  });
});
