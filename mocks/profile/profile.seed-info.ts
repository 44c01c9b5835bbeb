/** The seeded profile around the posts: hand-written, so tests can name its rows. */
import { actors, img, owner, OWNER_ID, people } from './profile.people'
import type { PollOptionRow, ProfileInfoRow, ProfilePageRow } from './profile.table'

export const seedInfo: ProfileInfoRow = {
  id: 1,
  header: {
    avatar: owner.avatar,
    username: owner.username,
    designation: 'Agency Principal',
    coverImg: img('cover.svg'),
  },
  userAbout: {
    about:
      'Principal of Doe & Partners Insurance since 2014. Home, motor and small-business cover for ' +
      'families and firms along the coast, with one agent who knows your policy by name.',
    joined: '2014-03-03',
    lives: 'Valencia, Spain',
    email: 'admin@demo.com',
    website: 'doe-insurance.example',
  },
  twitterFeeds: [
    {
      imgUrl: img('feed-weekly.svg'),
      title: 'Insurance Weekly',
      id: '@InsureWeekly',
      tags: '#Renewals #Pricing',
      desc: 'Motor premiums rise 6% on average this winter: five questions clients will ask you.',
      favorite: true,
    },
    {
      imgUrl: img('feed-claims.svg'),
      title: 'Claims Watch',
      id: '@ClaimsWatch',
      tags: '#Claims #Fraud',
      desc: 'Staged rear-end collisions are back. What adjusters look for in the first 48 hours.',
      favorite: false,
    },
    {
      imgUrl: img('feed-weather.svg'),
      title: 'Coastal Weather Desk',
      id: '@CoastWeather',
      tags: '#Storms #Flood',
      desc: 'Orange warning for heavy rain on Thursday: remind clients to photograph their property.',
      favorite: false,
    },
  ],
  latestPhotos: [
    { img: img('renewals.svg'), alt: 'The renewal calendar' },
    { img: img('team-offsite.svg'), alt: 'The team at the autumn offsite' },
    { img: img('claims-desk.svg'), alt: 'The claims desk report' },
    { img: img('storm-checklist.svg'), alt: 'The storm season checklist' },
    { img: img('charity-run.svg'), alt: 'The charity run finish line' },
    { img: img('first-office.svg'), alt: 'The first office, 2014' },
    { img: img('award.svg'), alt: 'The regional agency award' },
    { img: img('coffee.svg'), alt: 'Monday coffee with the team' },
    { img: img('office.svg'), alt: 'The office building' },
  ],
  suggestions: [
    { avatar: people.mateo.avatar, name: people.mateo.username, mutualFriend: 6 },
    { avatar: people.andres.avatar, name: people.andres.username, mutualFriend: 4 },
    { avatar: people.elena.avatar, name: people.elena.username, mutualFriend: 3 },
    { avatar: people.pablo.avatar, name: people.pablo.username, mutualFriend: 1 },
  ],
  pollQuestion: 'Which cover should the agency promote in the spring campaign?',
}

export const seedPages: ProfilePageRow[] = [
  {
    id: 1,
    avatar: img('page-group.svg'),
    username: 'Coastal Brokers Network',
    subtitle: 'Insurance network',
    favoredBy: [OWNER_ID],
  },
  {
    id: 2,
    avatar: img('page-academy.svg'),
    username: 'Broker Academy',
    subtitle: 'Training',
    favoredBy: [],
  },
  {
    id: 3,
    avatar: img('page-claims.svg'),
    username: 'Claims Club',
    subtitle: 'Community',
    favoredBy: [OWNER_ID],
  },
  {
    id: 4,
    avatar: img('page-riskwise.svg'),
    username: 'RiskWise',
    subtitle: 'Risk consulting',
    favoredBy: [],
  },
]

export const seedPoll: PollOptionRow[] = [
  { id: 1, name: 'Home and contents', voters: actors('lucia', 'sofia', 'elena', 'mateo') },
  { id: 2, name: 'Motor', voters: actors('diego', 'javier', 'pablo') },
  { id: 3, name: 'Small business', voters: actors('camila', 'andres') },
  { id: 4, name: 'Travel', voters: actors('mariana') },
]
