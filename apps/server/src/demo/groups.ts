import type { ApiServices } from '@tradeforge/api';
import type { MakePostBody } from '@tradeforge/contracts';
import type { Random } from './random';
import type { DemoUser } from './users';

/** The demo groups (issue 49): one of each kind a B2B network has, open and private. */
const GROUPS = [
  {
    name: 'Hydraulics Engineers of the Midwest',
    description:
      'Engineers who design, build and service hydraulic systems in the Midwest: pumps, valves, cylinders and power units. Questions, suppliers and meetups.',
    privacy: 'open' as const,
    industryId: '0006',
    rules: 'Stay on topic. No cold sales pitches; share your product on your business page and link it here.',
    posts: [
      'Who rebuilds axial piston pumps near Chicago with a two-week turnaround?',
      'Notes from the Fluid Power Expo: electro-hydraulic actuators were everywhere this year.',
      'Reminder: monthly meetup in Milwaukee next Thursday, 6 pm. Topic: contamination control.',
    ],
  },
  {
    name: 'Texas Exporters Circle',
    description:
      'Texas manufacturers and distributors who export: freight, customs brokers, letters of credit and markets that pay on time.',
    privacy: 'private' as const,
    industryId: '0015',
    rules:
      'What is said in the circle stays in the circle. Name forwarders and banks only with first-hand experience.',
    posts: [
      'Our broker in Laredo cut clearance times in half after we moved to pre-filed entries. Happy to share the contact.',
      'Has anyone shipped to Chile under the free trade agreement? Looking for a certificate-of-origin template.',
    ],
  },
  {
    name: 'Industrial Automation Buyers',
    description:
      'Purchasing managers buying PLCs, drives, sensors and robots: lead times, alternates for parts on allocation and fair prices.',
    privacy: 'open' as const,
    industryId: '0001',
    rules: null,
    posts: [
      'Lead times on safety PLCs are finally back under ten weeks from our two main distributors.',
      'Looking for a second source of M12 inductive proximity sensors, 5,000 a year.',
    ],
  },
  {
    name: 'Packaging Machinery Service Network',
    description:
      'Field service technicians and OEMs sharing spare parts, manuals and tips for packaging lines.',
    privacy: 'private' as const,
    industryId: '0005',
    rules: null,
    posts: ['Spare servo motor for a 2016 case packer available in Ohio, ships today.'],
  },
];

/**
 * The demo groups through the groups service: each made by a demo person (the demo login owns the first), joined
 * by a dozen others (a private group's requests approved by its owner, two left waiting), with an admin, and a few
 * posts by their members, written in one call of the posts' batch entry point so members' feeds and
 * notifications are filled as on the site.
 */
export async function createDemoGroups(services: ApiServices, users: DemoUser[], random: Random) {
  // Everything random is drawn first, in order.
  const plans = GROUPS.map((group, index) => ({
    group,
    owner: users[index]!,
    members: random.sample(
      users.filter((_, userIndex) => userIndex !== index),
      random.int(8, 14),
    ),
  }));
  const posts: { userId: string; body: MakePostBody }[] = [];
  for (const { group, owner, members } of plans) {
    const created = await services.groups.createGroup(owner.id, {
      name: group.name,
      description: group.description,
      privacy: group.privacy,
      industryId: group.industryId,
      rules: group.rules,
    });
    const groupId = created.groupID;
    for (const [index, member] of members.entries()) {
      const { state } = await services.groups.joinGroup(member.id, groupId);
      // Two requests stay waiting in each private group, for its owner to answer.
      if (state === 'requested' && index < members.length - 2)
        await services.groupMembers.approve(owner.id, groupId, member.id);
    }
    await services.groupMembers.setRole(owner.id, groupId, members[0]!.id, 'admin');
    const authors = [owner, ...members.slice(0, members.length - 2)];
    group.posts.forEach((content, index) =>
      posts.push({
        userId: authors[index % authors.length]!.id,
        body: { content, timelineID: groupId, timelineType: 'group' },
      }),
    );
  }
  await services.posts.makePostAll(posts);
}
