/**
 * Names nobody may take as a username or DAO name: the chain's whole list
 * (x/gitopia/types/reserved.go `ReservedUsernames`): HTTP error codes, `www0`…`www9`, and the words
 * below. Compared lower-case.
 */
const WORDS = `
about access account admin advisories anonymous any api apps assets attributes auth authz bank
billing blob blog bounties bounty branches brand-assets business businesses cache case-studies
categories central certification changelog cla cloud codereview collection collections comments
commit commits community companies company compare consensus contact contacts contributing cookbook
crypto customer-stories customer customers dashboard dashboards design develop developer diff
discover discussions distribution docs downloads downtime editor editors edu enterprise events
explore explorer featured features files forked forum garage ghost gitopiaseasonofblockchains
gitopia-season-of-blockchains gov governance graphs gsob guide guides hackathon help help-wanted
home hooks hosting images inbox individual info integration interfaces introduction
invalid-email-address investors issues jobs join journal journals lab labs languages launch layouts
learn legal library linux listings lists login logos logout mac maintenance malware man marketplace
mention mentioned mentioning mentions migrating milestones mine mint mirrors mobile navigation
network nerd nerds nerdz new news nft nfts none nonprofit nonprofits notices notifications oauth
offer open-source organisations organizations orgs pages partners payments personal plans plugins
popular popularity posts press professional projects proposal proposals pulls raw readme
recommendations redeem relayer relayers releases render reply repositories resources restore revert
saved scraping search security services sessions settings shareholders shop showcases signin signup
site spam sponsors ssh staff staking starred stars static status statuses storage store stories
styleguide subscriptions suggest suggestion suggestions support suspended talks team teams terms
terms-of-service timeline token tokens topic topics tos tour translations tree trending updates
upgrade upgrades username users validators visualization vote watching wiki works-with
`
  .split(/\s+/)
  .filter(word => word !== '')

const HTTP_CODES = [
  ...Array.from({ length: 32 }, (_, i) => String(400 + i)),
  ...Array.from({ length: 12 }, (_, i) => String(500 + i)),
]

const WWW = Array.from({ length: 10 }, (_, i) => `www${i}`)

export const RESERVED_NAMES: ReadonlySet<string> = new Set([...WORDS, ...HTTP_CODES, ...WWW])
