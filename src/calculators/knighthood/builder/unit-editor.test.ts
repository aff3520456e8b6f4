import { describe, expect, it } from 'vitest';
import { render } from 'svelte/server';
import UnitEditor from './UnitEditor.svelte';
import { ArmyBuilder } from './army-builder.svelte.ts';

const shown = (html: string, attribute: string) =>
  [...html.matchAll(new RegExp(`<small[^>]*${attribute}[^>]*>([^<]*)</small>`, 'g'))].map((m) =>
    m[1]!.trim(),
  );

describe('the unit editor names the codes it offers', () => {
  it('the armour picked by its 1.50 name, JLS by its 1.40 name among T2’s weapons', () => {
    const builder = new ArmyBuilder();
    builder.addUnit();
    const unit = builder.army.units[0]!;
    unit.armour = 'EH';
    const html = render(UnitEditor, { props: { builder, unit, index: 0 } }).body;
    expect(shown(html, 'data-armour-name')).toEqual(['Extra Heavy']);
    const weapons = shown(html, 'data-weapon-name');
    expect(weapons).toContain('Javelins &amp; Light Spears');
    expect(weapons[0]).toBe('Sling');
  });
});
