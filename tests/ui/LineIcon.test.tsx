// @vitest-environment jsdom
// lucide's drawings as one <svg>: a drawing of paths only as one path holding them all (the same
// picture with no fill and one stroke), any other drawing part by part; always decorative.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CircleUser, Trash2 } from 'lucide';
import { LineIcon } from '../../src/ui/LineIcon';

describe('LineIcon', () => {
  it("draws a drawing of paths as one path, in lucide-react's frame", () => {
    const { container } = render(<LineIcon icon={Trash2} size={16} className="text-danger" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('class')).toBe('text-danger');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.getAttribute('height')).toBe('16');
    expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg.getAttribute('fill')).toBe('none');
    expect(svg.getAttribute('stroke')).toBe('currentColor');
    expect(svg.getAttribute('stroke-width')).toBe('2');
    expect(svg.getAttribute('stroke-linecap')).toBe('round');
    expect(svg.getAttribute('stroke-linejoin')).toBe('round');
    const paths = svg.querySelectorAll('path');
    expect(paths).toHaveLength(1);
    expect(paths[0].getAttribute('d')).toBe(Trash2.map(([, attrs]) => attrs.d).join(' '));
  });

  it("draws any other drawing part by part, with the parts' own attributes", () => {
    const { container } = render(<LineIcon icon={CircleUser} />);
    const parts = [...container.querySelector('svg')!.children];
    expect(parts.map((part) => part.tagName)).toEqual(CircleUser.map(([tag]) => tag));
    const circle = parts.find((part) => part.tagName === 'circle')!;
    const declared = CircleUser.find(([tag]) => tag === 'circle')![1];
    expect(circle.getAttribute('r')).toBe(String(declared.r));
    expect(container.querySelector('svg')!.getAttribute('width')).toBe('20');
  });
});
