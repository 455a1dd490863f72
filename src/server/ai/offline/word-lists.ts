// Word lists the offline writer uses to find what an idea is about.

/** Function words: never a topic, never a hashtag. */
export const STOPWORDS = new Set(
  `a about above after again against all almost also although always am among an and another any anyone anything are aren't around as at
  be became because been before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't done down
  during each either else enough even ever every few for from further get gets getting got had hadn't has hasn't have haven't having he her here
  hers herself him himself his how however i i'd i'll i'm i've if in into is isn't it it's its itself just least less let let's like made make
  makes many may me might more most much must my myself never no nor not now of off often on once one only or other others our ours ourselves out
  over own per perhaps quite rather really same shall she should shouldn't since so some something sometimes still such than that that's the their
  theirs them themselves then there there's these they they're this those though through to too toward towards under until up upon us very was
  wasn't we we're we've were weren't what what's when where whether which while who whom whose why will with within without won't would wouldn't
  yet you you'd you'll you're you've your yours yourself yourselves`.split(/\s+/),
);

/**
 * Words that carry little topic on their own: common verbs and fillers of
 * post requests ("write a post about…"). They break key phrases.
 */
export const WEAK_WORDS = new Set(
  `want wants wanted need needs needed think thinks thought know knows knew say says said tell tells told go goes went going come comes came
  take takes took give gives gave keep keeps kept put puts see sees saw seen look looks looking use uses used try tries tried find finds found
  feel feels felt seem seems become becomes becoming call called share sharing shared write writing post posts posting create thoughts idea ideas
  topic talk talking today yesterday tomorrow week weeks lot lots thing things stuff way ways someone everyone everybody people's really actually
  just maybe probably basically literally very pretty quite kind sort linkedin instagram facebook hit hits started start starts day days
  time year years month months able still quit leave left join joined learn learned teach taught help helps helped change changed run ran
  spend spent move moved turn turned happen happened realise realize realised realized decide decided hope love hate believe lesson lessons
  tips thoughts reasons mistakes insights takeaways notes importance burn burns fail fails win wins lose loses grow grows build builds hire
  hires matter matters works makes changes gets cut cuts half halve halved double doubled triple tripled`.split(/\s+/),
);

/** Adjectives that can open a key phrase ("small team") but are no topic on their own. */
export const MODIFIERS = new Set(
  `new good great big small bad best better worst last first next little large real simple hard easy right wrong whole early late old young
  common important key main top huge tiny quick slow`.split(/\s+/),
);

/** Phrases people put in front of the idea itself: "Write a post about …". */
export const LEAD_INS: readonly RegExp[] = [
  /^(please\s+)?(write|create|draft|make|generate)\s+(me\s+)?(an?\s+)?((linkedin|instagram|facebook|social( media)?)\s+)?(post|caption|update)?\s*(about|on|regarding|for)?\s+/i,
  /^(an?\s+)?(linkedin\s+|instagram\s+|facebook\s+)?(post|caption)\s+(about|on|regarding)\s+/i,
  /^(some\s+|my\s+)?(thoughts|reflections|musings)\s+(on|about)\s+/i,
  /^i\s+(want|would like|'d like|need)\s+to\s+(talk|write|post|share)\s+(about|on|my\s+thoughts\s+on)?\s*/i,
  /^(talk|share)\s+(about\s+)?/i,
  /^(idea|topic)\s*:\s*/i,
];

/** Clause markers: an idea containing one reads as a statement, not a topic phrase. */
export const CLAUSE_WORDS = new Set(
  `i we you he she they it this that there my our is are was were am be been has have had do does did will would can could should must
  don't doesn't didn't won't can't isn't aren't wasn't weren't i'm we're i've we've it's that's there's`.split(/\s+/),
);
