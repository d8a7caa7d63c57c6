import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/renderWithUi';
import type { TextDirection } from '../provider/UiProvider';
import { Tabs, type TabItem } from './Tabs';

const builderTabs: TabItem[] = [
  { id: 'personal', label: 'Personal' },
  { id: 'education', label: 'Education' },
  { id: 'experience', label: 'Experience' },
  { id: 'skills-activities', label: 'Skills & Activities' },
];

function BuilderTabs({
  items = builderTabs,
  onSelect,
}: {
  items?: TabItem[];
  onSelect?: (id: string) => void;
}) {
  const [selected, setSelected] = useState(items[0]?.id ?? '');
  return (
    <Tabs
      label="Resume sections"
      items={items}
      selectedId={selected}
      onSelect={(id) => {
        onSelect?.(id);
        setSelected(id);
      }}
    >
      {`Form of ${selected}`}
    </Tabs>
  );
}

function renderTabs(
  options: { dir?: TextDirection; items?: TabItem[]; onSelect?: (id: string) => void } = {},
) {
  const user = userEvent.setup();
  renderWithUi(<BuilderTabs items={options.items} onSelect={options.onSelect} />, { dir: options.dir });
  return { user, tab: (name: string) => screen.getByRole('tab', { name }) };
}

describe('Tabs', () => {
  it('puts only the selected tab in the Tab order', () => {
    const { tab } = renderTabs();
    expect(screen.getByRole('tablist', { name: 'Resume sections' })).toBeInTheDocument();
    expect(tab('Personal')).toHaveAttribute('tabindex', '0');
    expect(tab('Personal')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Education')).toHaveAttribute('tabindex', '-1');
    expect(tab('Education')).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the selected tab panel, labelled by its tab', () => {
    renderTabs();
    expect(screen.getByRole('tabpanel', { name: 'Personal' })).toHaveTextContent('Form of personal');
  });

  it('ArrowRight selects and focuses the next tab, wrapping at the end', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Personal'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Education')).toHaveFocus();
    expect(tab('Education')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Education')).toHaveAttribute('tabindex', '0');
    expect(tab('Personal')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Education' })).toHaveTextContent('Form of education');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(tab('Personal')).toHaveFocus();
  });

  it('ArrowLeft goes back, wrapping to the last tab', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Personal'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Skills & Activities')).toHaveFocus();
    expect(tab('Skills & Activities')).toHaveAttribute('aria-selected', 'true');
  });

  it('Home and End jump to the first and last tab', async () => {
    const { user, tab } = renderTabs();
    await user.click(tab('Education'));
    await user.keyboard('{End}');
    expect(tab('Skills & Activities')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('Personal')).toHaveFocus();
  });

  it('swaps the arrows in a right-to-left page', async () => {
    const { user, tab } = renderTabs({ dir: 'rtl' });
    await user.click(tab('Personal'));
    await user.keyboard('{ArrowLeft}');
    expect(tab('Education')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Personal')).toHaveFocus();
  });

  it('skips disabled tabs', async () => {
    const { user, tab } = renderTabs({
      items: [builderTabs[0]!, { ...builderTabs[1]!, disabled: true }, builderTabs[2]!],
    });
    await user.click(tab('Personal'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Experience')).toHaveFocus();
  });

  it('does not re-select the tab that is already selected', async () => {
    const onSelect = jest.fn();
    const { user, tab } = renderTabs({ onSelect });
    await user.click(tab('Personal'));
    expect(onSelect).not.toHaveBeenCalled();
    await user.click(tab('Experience'));
    expect(onSelect).toHaveBeenCalledWith('experience');
  });

  it('reaches the list by Tab from outside and leaves it with one more Tab', async () => {
    const user = userEvent.setup();
    renderWithUi(
      <>
        <button type="button">Before</button>
        <BuilderTabs />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
