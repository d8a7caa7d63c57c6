import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

/** Which physical edges of the strip have tabs scrolled out of sight beyond them. */
interface HiddenTabs {
  left: boolean;
  right: boolean;
}

const edge = (hidden: boolean) => (hidden ? 'transparent' : '#000');

/*
 * A strip wider than its box scrolls (a phone, issue 23); the edge with tabs beyond it fades out, the
 * cue that there is more to swipe to. A mask rather than a coloured overlay, so any background shows.
 */
const TabList = styled.div<{ $hidden: HiddenTabs }>`
  /* The containing block of what a tab holds out of flow (a visually hidden "needs fixing"): without it
     that text sits where the strip has scrolled it, outside the strip's clip, and a phone's page widens to
     reach it (360 -> 504 px after Validate in Arabic, issue 35). */
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-x: auto;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  scrollbar-width: thin;
  mask-image: ${({ $hidden }) =>
    $hidden.left || $hidden.right
      ? `linear-gradient(to right, ${edge($hidden.left)}, #000 2.5rem, #000 calc(100% - 2.5rem), ${edge($hidden.right)})`
      : 'none'};
`;

const Tab = styled.button`
  flex-shrink: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  cursor: pointer;
  transition: color ${({ theme }) => theme.durations.fast} ease-out;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }

  &:focus-visible {
    outline-offset: -3px;
  }
`;

const TabPanel = styled.div`
  padding-block-start: ${({ theme }) => theme.space.md};
`;

export interface TabsProps {
  /** Accessible name of the tab list (what the tabs choose between). */
  label: string;
  items: readonly TabItem[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** Content of the selected tab, rendered as its tab panel. */
  children?: ReactNode;
  className?: string;
}

function isRightToLeft(element: HTMLElement): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

function hiddenTabsOf(strip: HTMLElement): HiddenTabs {
  const overflow = strip.scrollWidth - strip.clientWidth;
  if (overflow <= 1) return { left: false, right: false };
  // Right to left, the strip starts at its right edge and scrollLeft runs from 0 down to -overflow.
  const fromLeft = isRightToLeft(strip) ? strip.scrollLeft + overflow : strip.scrollLeft;
  return { left: fromLeft > 1, right: fromLeft < overflow - 1 };
}

/** Follows the strip's scroll position and size, for the fading edges. */
function useHiddenTabs() {
  const strip = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenTabs>({ left: false, right: false });
  const measure = useCallback(() => {
    const element = strip.current;
    if (!element) return;
    const next = hiddenTabsOf(element);
    setHidden((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);
  useEffect(() => {
    const element = strip.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure]);
  return { strip, hidden, measure };
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move to and select the next tab, Home/End jump
 * to the ends, and only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({ label, items, selectedId, onSelect, children, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const selectedIndex = items.findIndex((item) => item.id === selectedId);
  const hasPanel = children !== undefined;
  const { strip, hidden, measure } = useHiddenTabs();

  // The chosen tab is brought into the strip's view, so a phone never hides the step the user is on.
  // Only the strip scrolls, sideways: the page itself stays where the user left it.
  useEffect(() => {
    const tab = tabRefs.current[selectedIndex];
    const element = strip.current;
    if (tab && element) {
      const tabBox = tab.getBoundingClientRect();
      const stripBox = element.getBoundingClientRect();
      if (tabBox.left < stripBox.left) element.scrollLeft -= stripBox.left - tabBox.left;
      else if (tabBox.right > stripBox.right) element.scrollLeft += tabBox.right - stripBox.right;
    }
    measure();
  }, [selectedIndex, strip, measure]);

  const selectAt = (index: number) => {
    const item = items[index];
    if (!item) return;
    tabRefs.current[index]?.focus();
    if (item.id !== selectedId) onSelect(item.id);
  };

  const nextEnabled = (from: number, step: 1 | -1): number => {
    for (let offset = 1; offset <= items.length; offset += 1) {
      const index = (from + step * offset + items.length) % items.length;
      if (!items[index]?.disabled) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabRefs.current.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    // In right-to-left layouts the next tab sits to the left, so the arrows swap meaning.
    const forward = isRightToLeft(event.currentTarget) ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    let target: number | null = null;
    if (event.key === forward) target = nextEnabled(current, 1);
    else if (event.key === backward) target = nextEnabled(current, -1);
    else if (event.key === 'Home') target = nextEnabled(items.length - 1, 1);
    else if (event.key === 'End') target = nextEnabled(0, -1);
    if (target === null) return;
    event.preventDefault();
    selectAt(target);
  };

  return (
    <div className={className}>
      <TabList
        ref={strip}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        onScroll={measure}
        $hidden={hidden}
      >
        {items.map((item, index) => {
          const selected = index === selectedIndex;
          // With no tab selected the first one stays reachable, so the list is never skipped by Tab.
          const reachable = selected || (selectedIndex === -1 && index === 0);
          return (
            <Tab
              key={item.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={selected}
              aria-controls={hasPanel && selected ? panelId : undefined}
              tabIndex={reachable ? 0 : -1}
              disabled={item.disabled}
              onClick={() => selectAt(index)}
            >
              {item.label}
            </Tab>
          );
        })}
      </TabList>
      {hasPanel && (
        <TabPanel
          role="tabpanel"
          id={panelId}
          aria-labelledby={selectedIndex >= 0 ? tabId(selectedIndex) : undefined}
          tabIndex={0}
        >
          {children}
        </TabPanel>
      )}
    </div>
  );
}
