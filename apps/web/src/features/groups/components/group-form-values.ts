import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Type } from 'typebox';
import { CreateGroupBody, GROUP_LIMITS, type Group } from '@tradeforge/contracts';
import { schemaResolver } from '@/lib/form-resolver';

/**
 * What the group form holds: the body's fields as the controls give them, the cover as a file, and whether the
 * current cover was removed.
 */
export interface GroupFormValues {
  cover: File | null;
  coverRemoved: boolean;
  name: string;
  description: string;
  privacy: '' | 'open' | 'private';
  industryId: string;
  rules: string;
}

const body = CreateGroupBody.properties;

/** The rules of POST /groups on the form's values (texts are checked trimmed, as they are sent). */
const groupFormSchema = Type.Object({
  cover: Type.Unknown(),
  coverRemoved: Type.Boolean(),
  name: body.name,
  description: body.description,
  privacy: body.privacy,
  industryId: Type.String(),
  rules: Type.String({ maxLength: GROUP_LIMITS.rulesMax }),
});

const MESSAGES = {
  name: { minLength: msg`Please give the group a name of at least 3 characters.` },
  description: { minLength: msg`Please say what the group is about.` },
  privacy: msg`Please choose whether the group is open or private.`,
};

export const groupFormResolver = (i18n: I18n) =>
  schemaResolver<GroupFormValues>(groupFormSchema, {
    name: { minLength: i18n._(MESSAGES.name.minLength) },
    description: { minLength: i18n._(MESSAGES.description.minLength) },
    privacy: i18n._(MESSAGES.privacy),
  });

export const EMPTY_GROUP: GroupFormValues = {
  cover: null,
  coverRemoved: false,
  name: '',
  description: '',
  privacy: '',
  industryId: '',
  rules: '',
};

/** The form's values of an existing group (the manage page's Edit). */
export const valuesOf = (group: Group): GroupFormValues => ({
  cover: null,
  coverRemoved: false,
  name: group.name,
  description: group.description,
  privacy: group.privacy,
  industryId: group.industry?.industryId ?? '',
  rules: group.rules ?? '',
});
