// @vitest-environment jsdom
// Which forms hold unsaved changes, from the document's own events: typed into until submitted,
// reset or gone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchDirtyForms } from '../../src/telegram/dirtyForms';

afterEach(() => document.body.replaceChildren());

function form() {
  const element = document.createElement('form');
  const input = document.createElement('input');
  element.append(input);
  document.body.append(element);
  return { element, input };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchDirtyForms', () => {
  it('reports a typed form until it is submitted, and again when typed into', async () => {
    const onChange = vi.fn();
    const stop = watchDirtyForms(document, onChange);
    const { element, input } = form();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    element.dispatchEvent(new Event('submit', { bubbles: true }));
    await flush();
    expect(onChange).toHaveBeenLastCalledWith(false);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onChange).toHaveBeenLastCalledWith(true);
    stop();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('forgets a form that leaves the page, and one that is reset', async () => {
    const onChange = vi.fn();
    const stop = watchDirtyForms(document, onChange);
    const first = form();
    first.input.dispatchEvent(new Event('input', { bubbles: true }));
    first.element.remove();
    await flush();
    expect(onChange).toHaveBeenLastCalledWith(false);
    const second = form();
    second.input.dispatchEvent(new Event('input', { bubbles: true }));
    second.element.dispatchEvent(new Event('reset', { bubbles: true }));
    await flush();
    expect(onChange).toHaveBeenLastCalledWith(false);
    expect(onChange).toHaveBeenCalledTimes(4);
    stop();
  });

  it('ignores typing outside a form', () => {
    const onChange = vi.fn();
    const stop = watchDirtyForms(document, onChange);
    const input = document.createElement('input');
    document.body.append(input);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onChange).not.toHaveBeenCalled();
    stop();
  });
});
