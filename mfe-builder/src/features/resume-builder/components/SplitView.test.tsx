import { fireEvent, screen } from '@testing-library/react';
import { renderAt } from '../../../testing/renderAt';
import { SplitView } from './SplitView';

function openSplit() {
  renderAt('/resume-builder', <SplitView form={<p>form</p>} preview={<p>preview</p>} />);
  const divider = screen.getByRole('separator', { name: 'Resize the form and the preview' });
  // jsdom lays nothing out: the split is said to start at x = 100 and be 1000 px wide.
  jest.spyOn(divider.parentElement!, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    width: 1000,
    top: 0,
    height: 800,
    right: 1100,
    bottom: 800,
    x: 100,
    y: 0,
    toJSON: () => ({}),
  });
  return divider;
}

describe('the divider between form and preview (spec §2, §9)', () => {
  it('starts at 41.67% for the form', () => {
    expect(openSplit()).toHaveAttribute('aria-valuenow', '41.67');
  });

  it('follows the mouse and stops at 20% and 80%', () => {
    const divider = openSplit();
    fireEvent.mouseDown(divider, { clientX: 516 });
    fireEvent.mouseMove(window, { clientX: 700 });
    expect(divider).toHaveAttribute('aria-valuenow', '60');
    fireEvent.mouseMove(window, { clientX: 120 });
    expect(divider).toHaveAttribute('aria-valuenow', '20');
    fireEvent.mouseMove(window, { clientX: 1090 });
    expect(divider).toHaveAttribute('aria-valuenow', '80');
    fireEvent.mouseUp(window);
    fireEvent.mouseMove(window, { clientX: 500 });
    expect(divider).toHaveAttribute('aria-valuenow', '80');
  });

  it('follows a finger too', () => {
    const divider = openSplit();
    fireEvent.touchStart(divider, { touches: [{ clientX: 516 }] });
    fireEvent.touchMove(window, { touches: [{ clientX: 400 }] });
    expect(divider).toHaveAttribute('aria-valuenow', '30');
    fireEvent.touchMove(window, { touches: [{ clientX: 0 }] });
    expect(divider).toHaveAttribute('aria-valuenow', '20');
    fireEvent.touchEnd(window);
  });

  it('moves with the arrow keys, Home and End, within the same limits', () => {
    const divider = openSplit();
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(divider).toHaveAttribute('aria-valuenow', '43.67');
    fireEvent.keyDown(divider, { key: 'End' });
    expect(divider).toHaveAttribute('aria-valuenow', '80');
    fireEvent.keyDown(divider, { key: 'ArrowRight' });
    expect(divider).toHaveAttribute('aria-valuenow', '80');
    fireEvent.keyDown(divider, { key: 'Home' });
    fireEvent.keyDown(divider, { key: 'ArrowLeft' });
    expect(divider).toHaveAttribute('aria-valuenow', '20');
  });
});
