/** The query keys of the groups feature: every mutation invalidates `groupsKey`, lists and pages alike. */
export const groupsKey = ['groups'] as const;
export const groupKey = (groupID: string) => ['groups', 'group', groupID] as const;
