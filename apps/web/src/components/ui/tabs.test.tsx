import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { panelDomId, resolveActiveTab, type TabItem, TabList, useActiveTab } from './tabs';

const about = { id: 'about', label: 'About' };
const rooms = { id: 'rooms', label: 'Rooms' };
const gallery = { id: 'gallery', label: 'Gallery' };

function Harness({ tabs, initial }: { tabs: TabItem[]; initial?: string }) {
  const [active, setActive] = useActiveTab(tabs, initial);
  return (
    <>
      <TabList tabs={tabs} active={active} onChange={setActive} idPrefix="t" label="Sections" />
      {active && (
        <div role="tabpanel" id={panelDomId('t', active)}>
          panel {active}
        </div>
      )}
    </>
  );
}

describe('resolveActiveTab', () => {
  it.each([
    [[about, rooms], 'rooms', 'rooms'],
    [[about, rooms], 'gallery', 'about'],
    [[about, rooms], null, 'about'],
    [[], 'rooms', null],
  ])('%j with %s chosen shows %s', (tabs, chosen, expected) => {
    expect(resolveActiveTab(tabs, chosen)).toBe(expected);
  });
});

describe('TabList', () => {
  it('switches tabs on click and marks the selected one', async () => {
    const user = userEvent.setup();
    render(<Harness tabs={[about, rooms, gallery]} />);
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Gallery' }));
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel gallery');
  });

  it('moves with the arrow keys, wrapping at the ends, with one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness tabs={[about, rooms, gallery]} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveFocus();
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });

  it('falls back to the first tab when the current tab disappears', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness tabs={[about, rooms, gallery]} />);
    await user.click(screen.getByRole('tab', { name: 'Rooms' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel rooms');

    rerender(<Harness tabs={[about, gallery]} />);
    expect(screen.queryByRole('tab', { name: 'Rooms' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel about');
  });

  it('starts on the initial tab when it exists, else the first', () => {
    const { unmount } = render(<Harness tabs={[about, rooms]} initial="rooms" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel rooms');
    unmount();
    render(<Harness tabs={[about, rooms]} initial="location" />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel about');
  });
});
