// @vitest-environment jsdom
// lucide's drawings as one <svg>: a drawing of paths only as one path holding them all (the same
// picture with no fill and one stroke), any other drawing part by part; always decorative.
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ArrowDown, CircleUser, Trash2 } from 'lucide';
import { LineIcon, standalonePath } from '../../src/ui/LineIcon';

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

  it('starts each joined part where its own drawing does (tests/e2e/lineIcon.e2e.ts measures it)', () => {
    // lucide writes some parts with a relative first move, which only a path's first part may.
    expect(standalonePath('m19 12-7 7-7-7')).toBe('M19 12l-7 7-7-7');
    expect(standalonePath('m6 9 6 6 6-6')).toBe('M6 9l6 6 6-6');
    expect(standalonePath('m14.5 12.5-5-5')).toBe('M14.5 12.5l-5-5');
    expect(standalonePath('m9 9 .5.5')).toBe('M9 9l.5.5');
    expect(standalonePath('m3 3v4')).toBe('M3 3v4');
    expect(standalonePath('m3,3')).toBe('M3 3');
    expect(standalonePath('M12 5v14')).toBe('M12 5v14');
    const { container } = render(<LineIcon icon={ArrowDown} />);
    expect(container.querySelector('path')!.getAttribute('d')).toBe('M12 5v14 M19 12l-7 7-7-7');
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
