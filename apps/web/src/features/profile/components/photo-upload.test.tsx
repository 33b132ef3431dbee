import { i18n } from '@lingui/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PhotoUpload } from './photo-upload';

describe('PhotoUpload', () => {
  it('names the picture and gives the size advice in the page’s language', () => {
    i18n.activate('zh');
    renderWithApp(<PhotoUpload kind="cover-photo" currentUrl={undefined} />);
    expect(screen.getByLabelText('封面照片')).toHaveAccessibleDescription('建议不超过 500 KB（最大 5 MB）。');
  });
});
