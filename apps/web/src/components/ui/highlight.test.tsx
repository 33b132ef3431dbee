import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, highlightTerms } from './highlight';

const marked = (text: string, search: string) => {
  const { container } = render(
    <p>
      <Highlight text={text} terms={highlightTerms(search)} />
    </p>,
  );
  return [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
};

describe('Highlight', () => {
  it('marks the starts of the words typed, a plural typed or not', () => {
    expect(marked('Gear Pump GP-7 for pumping stations', 'pumps')).toEqual(['Pump', 'pump']);
    expect(marked('Sealed IP67 enclosure', 'ip 67')).toEqual(['IP67']);
  });

  it('marks words whatever their accents, as written in the text', () => {
    expect(marked('Válvula de bola', 'valvula')).toEqual(['Válvula']);
    expect(marked('Valvula check', 'válvula')).toEqual(['Valvula']);
    expect(marked('Señales y Automatización', 'senal automatizacion')).toEqual(['Señal', 'Automatización']);
  });

  it('marks a Chinese term inside a run of characters, where no space ends a word', () => {
    expect(marked('高压液压泵，适用于工程机械', '液压泵')).toEqual(['液压泵']);
    expect(marked('齿轮泵', '液压泵')).toEqual([]);
  });

  it('shows markup in a text as text', () => {
    expect(marked('<b>Pump</b>', 'pump')).toEqual(['Pump']);
  });
});
