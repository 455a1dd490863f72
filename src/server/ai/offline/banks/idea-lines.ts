import type { IdeaLanguage, PostKind } from '../read-idea';

// The few lines the Offline writer adds around the idea's own sentences:
// openings, bridges and calls to action per kind of post and language. None
// states a fact: facts come only from the idea. `{name}` is a person or
// company named in the idea, `{date}` its date; a line whose value is missing
// is skipped.

export type Line = {
  text: string;
  /** Speaks as "I": skipped for voices that keep personal details out. */
  personal?: boolean;
  /** Sure of itself: skipped for humble voices. */
  bold?: boolean;
  /** Relaxed: skipped for very formal voices. */
  casual?: boolean;
  /** Asks a question (the voice may prefer questions or actions). */
  question?: boolean;
  /** Qualified, modest: preferred by humble voices, skipped by confident ones. */
  soft?: boolean;
};

export type WrittenLanguage = Exclude<IdeaLanguage, 'other'>;
type Bank = Record<PostKind, readonly Line[]>;

const l = (text: string, flags: Omit<Line, 'text'> = {}): Line => ({
  text,
  ...flags,
  question: flags.question ?? /\?$/.test(text),
  personal: flags.personal ?? /^(I|I'm|I've|I'd)\b|\b(me|my|I)\b/.test(text),
});

export const HOOKS: Record<WrittenLanguage, Bank> = {
  en: {
    announcement: [
      l('Some news we have been waiting to share.'),
      l('Big day for us.', { casual: true }),
      l('A quick announcement.'),
      l('This one has been a while in the making.'),
      l('Today is a good day.', { casual: true }),
      l('News from our side.'),
      l('I am happy to share this.', { personal: true }),
      l('A milestone worth marking.'),
      l('We can finally say it out loud.', { casual: true }),
      l('An update I am proud to post.', { personal: true }),
      l('Here is what is new.'),
      l('Something new to share with you.'),
      l('I have been waiting a long time to write this.'),
      l('I am still smiling about this one.', { casual: true }),
      l('An announcement we are glad to make.'),
      l('Here is the news.'),
      l('I have news I am proud of.'),
      l('I have been looking forward to this day.'),
    ],
    results: [
      l('The numbers are in.'),
      l('A quick look at where we stand.'),
      l('Time for an honest update.'),
      l('Sharing the figures, as promised.'),
      l('Proud of this one.', { personal: true }),
      l('A result worth pausing on.'),
      l('Progress, in numbers.'),
      l('Here is how it went.'),
      l('Some figures I keep looking at.', { personal: true }),
      l('Not bad for a small team.', { casual: true, bold: true }),
      l('Where things stand today.'),
      l('The short version: it worked.', { bold: true }),
      l('I did not expect to write this post so soon.'),
      l('I have been looking at these numbers all week.'),
      l('Results, shared openly.'),
      l('An update on the numbers.'),
      l('I am proud of what the team did here.'),
      l('I promised to share the numbers, so here they are.'),
    ],
    hiring: [
      l('We are growing the team.'),
      l('Know someone great? Read on.'),
      l('A role is open.'),
      l('We are looking for a new colleague.'),
      l('Job alert.', { casual: true }),
      l('Come and build this with us.'),
      l('One seat at our table is free.', { casual: true }),
      l('Hiring, and it is a good one.', { casual: true }),
      l('I am looking for someone to work with.'),
      l('A new position is open on the team.'),
      l('Please read this if you are job hunting.'),
      l('I am building the team, and I need your help.'),
      l('I would love your help finding the right person.'),
    ],
    event: [
      l('Save the date.'),
      l('You are invited.'),
      l('Put this one in your calendar.'),
      l('An invitation for you.'),
      l('Want to join us?'),
      l('Something to plan your week around.', { casual: true }),
      l('Come along.', { casual: true }),
      l('A date for your diary.'),
      l('Seats are limited, so a heads-up now.'),
      l('Here is where I will be.', { personal: true }),
      l('I would love to see you there.'),
      l('A date worth keeping free.'),
      l('Mark your calendar.'),
      l('I am counting down to this one.'),
      l('I hope you can make it.'),
    ],
    congrats: [
      l('A well-deserved one.'),
      l('This deserves a moment.'),
      l('Some good news about people I admire.', { personal: true }),
      l('Credit where it is due.'),
      l('A big thank-you, in public.'),
      l('Recognition that is long overdue.', { bold: true }),
      l('Please join me in this one.', { personal: true }),
      l('Good people, good news.', { casual: true }),
      l('Worth celebrating.'),
      l('I have been waiting to say this in public.'),
      l('A moment of recognition.'),
      l('Some well-earned good news.'),
      l('I want to say something in public.'),
      l('I love writing posts like this one.'),
      l('I am delighted to share this.'),
    ],
    lesson: [
      l('Something I learned the hard way.', { personal: true }),
      l('A lesson worth writing down.'),
      l('A short story with a lesson in it.'),
      l('I keep coming back to this.', { personal: true }),
      l('Here is what happened.'),
      l('A note to my future self.', { personal: true }),
      l('This changed how I work.', { personal: true, bold: true }),
      l('Sharing this in case it helps someone.'),
      l('One experience, one lesson.'),
      l('Not my proudest moment, but a useful one.', { personal: true }),
      l('Worth sharing, even if it is a little uncomfortable.', { personal: true }),
      l('I still think about this.'),
      l('I want to share something that did not go to plan.'),
      l('A lesson from the past few months.'),
      l('What one experience taught us.'),
    ],
    opinion: [
      l('A view I hold, and why.'),
      l('Let me make the case.', { bold: true }),
      l('I will say it plainly.', { bold: true, personal: true }),
      l('A position worth debating.'),
      l('Here is where I stand.', { personal: true }),
      l('An opinion, with reasons.'),
      l('Not everyone will agree with this.'),
      l('Hear me out.', { casual: true }),
      l('Something I believe more every year.', { personal: true }),
      l('I have changed my mind on this over the years.'),
      l('A perspective that may be unpopular.', { soft: true }),
      l('A view worth discussing.'),
      l('I believe this more every year.'),
    ],
    tips: [
      l('A short, practical list.'),
      l('Worth keeping at hand.'),
      l('What works, in a few lines.'),
      l('The practical version.'),
      l('Simple, and it works.', { bold: true }),
      l('A checklist I come back to.', { personal: true }),
      l('Steal these.', { casual: true }),
      l('The short list.'),
      l('Practical, not theoretical.'),
      l('Useful if you are in the middle of it.'),
      l('I wish someone had told me this earlier.'),
      l('A few practical pointers.'),
      l('Notes worth keeping.'),
      l('I am sharing this list for anyone who needs it.'),
      l('I come back to this list often.'),
    ],
    question: [
      l('A question for you.'),
      l('I would love your take on this.', { personal: true }),
      l('Asking the people who know.'),
      l('Curious what you think.'),
      l('Help me with this one.', { casual: true }),
      l('An open question.'),
      l('Your experience counts here.'),
      l('Thinking out loud.', { personal: true }),
      l('I need your help with this one.'),
      l('A question worth asking.'),
      l('Input wanted.'),
    ],
  },
  fr: {
    announcement: [l('Une nouvelle que nous attendions de partager.'), l('Grand jour pour nous.'), l('Petite annonce.'), l('Ça y est.', { casual: true }), l('Une étape importante.')],
    results: [l('Les chiffres sont là.'), l('Un point sur nos résultats.'), l('Le bilan, en toute transparence.'), l('Une année qui compte.')],
    hiring: [l('Nous agrandissons l’équipe.'), l('Un poste est ouvert.'), l('Vous connaissez la bonne personne ?'), l('Rejoignez-nous.')],
    event: [l('Notez la date.'), l('Vous êtes invités.'), l('Une invitation pour vous.'), l('À mettre dans votre agenda.')],
    congrats: [l('Un grand bravo.'), l('Une belle nouvelle à saluer.'), l('Amplement mérité.'), l('Bravo, tout simplement.')],
    lesson: [l('Une leçon apprise à la dure.', { personal: true }), l('Une histoire, une leçon.'), l('Je la partage au cas où elle vous serve.', { personal: true }), l('Voici ce qui s’est passé.')],
    opinion: [l('Un avis, avec ses raisons.'), l('Je le dis simplement.', { personal: true }), l('Tout le monde ne sera pas d’accord.'), l('Voici ma position.', { personal: true })],
    tips: [l('Une liste courte et pratique.'), l('À garder sous la main.'), l('Simple, et ça marche.'), l('La version pratique.')],
    question: [l('Une question pour vous.'), l('J’aimerais votre avis.', { personal: true }), l('Une question ouverte.'), l('Votre expérience compte.')],
  },
  nl: {
    announcement: [l('Nieuws waar we lang naar uitkeken.'), l('Een grote dag voor ons.'), l('Even iets aankondigen.'), l('Het is zover.', { casual: true }), l('Een mooie mijlpaal.')],
    results: [l('De cijfers zijn binnen.'), l('Een eerlijke stand van zaken.'), l('Een jaar om trots op te zijn.'), l('Even de cijfers.')],
    hiring: [l('Ons team groeit.'), l('Er is een vacature.'), l('Ken jij de juiste persoon?'), l('Kom ons team versterken.')],
    event: [l('Noteer de datum.'), l('Je bent uitgenodigd.'), l('Een uitnodiging voor jou.'), l('Zet dit in je agenda.')],
    congrats: [l('Een welverdiende.'), l('Dit verdient een moment.'), l('Een groot dankjewel, in het openbaar.'), l('Om te vieren.')],
    lesson: [l('Een les die ik op de harde manier leerde.', { personal: true }), l('Een verhaal met een les.'), l('Ik deel het voor het geval het iemand helpt.', { personal: true }), l('Dit is wat er gebeurde.')],
    opinion: [l('Een mening, met redenen.'), l('Ik zeg het gewoon.', { personal: true }), l('Niet iedereen zal het eens zijn.'), l('Hier sta ik.', { personal: true })],
    tips: [l('Een korte, praktische lijst.'), l('Handig om bij de hand te houden.'), l('Eenvoudig, en het werkt.'), l('De praktische versie.')],
    question: [l('Een vraag voor jou.'), l('Ik hoor graag je mening.', { personal: true }), l('Een open vraag.'), l('Jouw ervaring telt.')],
  },
};

export const CTAS: Record<WrittenLanguage, Bank> = {
  en: {
    announcement: [
      l('Questions? Ask away in the comments.'),
      l('If you know someone this would help, send it their way.'),
      l('Thank you to everyone who helped us get here.'),
      l('Follow along for what comes next.'),
      l('What would you like to see next?'),
      l('Drop a comment if you want to know more.'),
      l('I will share more soon.', { personal: true }),
      l('Onwards.', { casual: true }),
      l('More updates as we go.'),
      l('We would love to hear what you think.'),
      l('Share it with anyone who might care.'),
      l('Any questions, my messages are open.', { personal: true }),
      l('Perhaps you have questions; the comments are open.', { soft: true }),
      l('We might not have every answer yet, so questions are welcome in the comments.', { soft: true }),
      l('Tell me what you would like to know.'),
      l('Spread the word if you can.'),
      l('What do you think?'),
      l('Which part are you most curious about?'),
      l('Would this be useful to you?'),
      l('Anything you would like to know more about?'),
    ],
    results: [
      l('What numbers are you watching this quarter?'),
      l('Happy to share more detail if it helps anyone.'),
      l('Thank you to everyone who made this possible.'),
      l('What would you have done differently?'),
      l('Ask me anything about how we got there.', { personal: true }),
      l('Onwards to the next one.', { casual: true }),
      l('Curious how it compares with what you see.'),
      l('If you are working on the same problem, let us compare notes.'),
      l('More soon.'),
      l('What is your own milestone this year?'),
      l('These numbers might look different next quarter, so I will share the next update too.', { soft: true }),
      l('Perhaps there is more to learn here, so questions are welcome in the comments.', { soft: true }),
      l('Share this with a founder who needs some encouragement.'),
      l('Tell me what you would like us to share next time.'),
      l('What does success look like for you this year?'),
      l('Which number would you want to know more about?'),
      l('Have you seen something similar?'),
      l('Share this with someone working toward a similar goal.'),
      l('Questions about how we got here are welcome in the comments.'),
      l('Follow along for the next update.'),
      l('Comments are open for questions about the numbers.'),
    ],
    hiring: [
      l('Know someone who would fit? Please share this post.'),
      l('Interested? Send me a direct message.', { personal: true }),
      l('Tag someone who should see this.', { casual: true }),
      l('Questions about the role are welcome in the comments.'),
      l('A share goes a long way. Thank you.'),
      l('Reach out if this sounds like you.'),
      l('Apply, or pass it on to someone who should.'),
      l('Perhaps you know the right person. Please share the role with them.', { soft: true }),
      l('Send this to someone who might be a great fit.', { soft: true }),
      l('Reach out in the comments with any questions.'),
      l('Do you know someone who would be a great fit?'),
      l('Who in your network should see this?'),
      l('Could this be your next role?'),
    ],
    event: [
      l('Would love to see you there.'),
      l('Bring a colleague who would enjoy it.'),
      l('Comment below and I will send you the details.', { personal: true }),
      l('Hope to see you there.'),
      l('Share it with someone who should come.'),
      l('Questions? Ask in the comments.'),
      l('Tell me if you are coming.', { casual: true }),
      l('See you there?'),
      l('Perhaps we will see you there. Share this with a colleague who might enjoy it.', { soft: true }),
      l('Register now, seats go fast.', { bold: true }),
      l('Let me know in the comments if you will be there.'),
      l('Will you join us?'),
      l('Who else should be in the room?'),
      l('Which question would you like answered there?'),
      l('Save the date and share it with your team.'),
      l('Register early, and bring a colleague.'),
      l('Questions about the programme are welcome in the comments.'),
      l('Follow along for the full programme.'),
    ],
    congrats: [
      l('Join me in congratulating {name}.', { personal: true }),
      l('Please join me in thanking {name}.', { personal: true }),
      l('Well deserved, {name}.'),
      l('Congratulations, {name}!'),
      l('Add your congratulations in the comments.'),
      l('Thank you, {name}.'),
      l('Here is to the next chapter.'),
      l('Lucky to work with people like this.', { personal: true }),
      l('Share your own congratulations in the comments.'),
      l('Perhaps you know {name} too. Leave a note in the comments.', { soft: true }),
      l('Who would you like to thank this week?'),
      l('Who deserves a shout-out in your team?'),
      l('Have you worked with {name}?'),
      l('Share a word of congratulations in the comments.'),
      l('Leave a note for them in the comments.'),
      l('Pass on your congratulations in the comments.'),
    ],
    lesson: [
      l('Has something similar happened to you?'),
      l('What would you have done?'),
      l('What is a lesson you learned the hard way?'),
      l('I would love to hear your version of this.', { personal: true }),
      l('Save this for the next time it happens to you.'),
      l('If it saves one person the same trouble, it was worth posting.'),
      l('What did I miss?'),
      l('Tell me I am not the only one.', { casual: true, personal: true }),
      l('How do you handle this in your team?'),
      l('Share it with someone who needs it this week.'),
      l('This might not apply to everyone, so tell me how it went for you in the comments.', { soft: true }),
      l('Perhaps you have a better approach; the comment section is open.', { soft: true }),
      l('Pass it on to someone who is in the middle of it.'),
      l('Share your own version in the comments.'),
      l('Which part sounds familiar?'),
      l('Do you recognise this?'),
    ],
    opinion: [
      l('Agree or disagree? Tell me why.'),
      l('Where do you land on this?'),
      l('Change my mind in the comments.', { casual: true, bold: true }),
      l('What am I missing?'),
      l('I am happy to be proven wrong.', { personal: true }),
      l('What does your experience say?'),
      l('Is this true in your team too?'),
      l('Push back in the comments.', { bold: true }),
      l('I might be wrong, so tell me where in the comments.', { soft: true }),
      l('Perhaps it depends on the team. Share your view in the comments.', { soft: true }),
      l('Share this with someone who will disagree.'),
      l('Tell me the strongest counter-argument.'),
      l('Share your counter-arguments in the comments.'),
      l('Share this with a colleague who sees it differently.'),
      l('Comments are open for the other side of the argument.'),
      l('Save this for your next team discussion.'),
    ],
    tips: [
      l('Which one would you add?'),
      l('Save this for later.'),
      l('What is missing from the list?'),
      l('Share it with someone who could use it.'),
      l('Try one this week and tell me how it goes.'),
      l('Which of these do you already do?'),
      l('Bookmark it for the next time you need it.'),
      l('What works for you?'),
      l('Perhaps some of these help you too; bookmark the list.', { soft: true }),
      l('These might not all fit your situation, so share what works for you in the comments.', { soft: true }),
      l('Pass it on to someone who needs it.'),
      l('Tell me which one you will try first.'),
    ],
    question: [
      l('Answers welcome in the comments.'),
      l('I will read every reply.', { personal: true }),
      l('Tell me in the comments.'),
      l('All experiences welcome, good and bad.'),
      l('Thank you in advance for sharing.'),
      l('Your answers will help more people than me.'),
      l('Comments are open.'),
      l('Perhaps you have been through this. Share your experience in the comments.', { soft: true }),
      l('Any answer might help, so please share yours in the comments.', { soft: true }),
      l('What would you do?'),
      l('Have you tried something similar?'),
    ],
  },
  fr: {
    announcement: [l('Une question ? Posez-la en commentaire.'), l('Merci à toutes celles et ceux qui nous ont aidés.'), l('Suivez-nous pour la suite.'), l('Partagez autour de vous si cela peut servir.')],
    results: [l('Merci à toutes les personnes qui ont rendu cela possible.'), l('Quels chiffres suivez-vous cette année ?'), l('Je partage volontiers les détails.', { personal: true }), l('Et vous, quelle est votre étape de l’année ?')],
    hiring: [l('Vous connaissez quelqu’un ? Partagez ce post.'), l('Intéressé·e ? Écrivez-moi.', { personal: true }), l('Un partage aide beaucoup. Merci !'), l('Les questions sont les bienvenues en commentaire.')],
    event: [l('Au plaisir de vous y voir.'), l('Venez avec un collègue.'), l('Des questions ? Posez-les en commentaire.'), l('Partagez avec qui pourrait venir.')],
    congrats: [l('Rejoignez-moi pour féliciter {name}.', { personal: true }), l('Bravo, {name} !'), l('Ajoutez vos félicitations en commentaire.'), l('Merci, {name}.')],
    lesson: [l('Cela vous est déjà arrivé ?'), l('Qu’auriez-vous fait ?'), l('Quelle leçon avez-vous apprise à la dure ?'), l('Partagez-le avec quelqu’un à qui cela servira.')],
    opinion: [l('D’accord ou pas ? Dites-moi pourquoi.'), l('Et vous, qu’en pensez-vous ?'), l('Qu’est-ce qui m’échappe ?'), l('Votre expérience dit quoi ?')],
    tips: [l('Lequel ajouteriez-vous ?'), l('Enregistrez-le pour plus tard.'), l('Qu’est-ce qui marche pour vous ?'), l('Partagez-le à qui en a besoin.')],
    question: [l('Vos réponses sont les bienvenues en commentaire.'), l('Je lirai chaque réponse.', { personal: true }), l('Dites-le-moi en commentaire.'), l('Merci d’avance pour vos retours.')],
  },
  nl: {
    announcement: [l('Vragen? Stel ze gerust in de reacties.'), l('Dank aan iedereen die ons hielp.'), l('Volg ons voor wat komt.'), l('Stuur het door naar wie er iets aan heeft.')],
    results: [l('Dank aan iedereen die dit mogelijk maakte.'), l('Welke cijfers volg jij dit jaar?'), l('Ik deel graag meer details.', { personal: true }), l('Wat is jouw mijlpaal van dit jaar?')],
    hiring: [l('Ken je iemand? Deel dit bericht.'), l('Interesse? Stuur me een bericht.', { personal: true }), l('Een deel helpt enorm. Dank je!'), l('Vragen over de job zijn welkom in de reacties.')],
    event: [l('Hopelijk tot dan.'), l('Breng gerust een collega mee.'), l('Vragen? Stel ze in de reacties.'), l('Deel het met wie zeker moet komen.')],
    congrats: [l('Help me {name} te feliciteren.', { personal: true }), l('Proficiat, {name}!'), l('Laat je felicitaties achter in de reacties.'), l('Dank je wel, {name}.')],
    lesson: [l('Herkenbaar?'), l('Wat had jij gedaan?'), l('Welke les leerde jij op de harde manier?'), l('Deel het met wie er iets aan heeft.')],
    opinion: [l('Eens of oneens? Zeg me waarom.'), l('Wat vind jij?'), l('Wat mis ik?'), l('Wat zegt jouw ervaring?')],
    tips: [l('Welke zou jij toevoegen?'), l('Bewaar dit voor later.'), l('Wat werkt voor jou?'), l('Deel het met wie het kan gebruiken.')],
    question: [l('Antwoorden welkom in de reacties.'), l('Ik lees elke reactie.', { personal: true }), l('Laat het me weten in de reacties.'), l('Alvast bedankt voor je ervaring.')],
  },
};

/** Optional lines for longer targets: they frame the idea, never add facts. */
export const BRIDGES: Record<WrittenLanguage, Bank> = {
  en: {
    announcement: [l('It took a lot of people to get here.'), l('There is plenty of work ahead, and we are ready for it.', { bold: true }), l('More details will follow in the coming weeks.'), l('We could not have done it alone.'), l('I am grateful to everyone who helped.')],
    results: [l('Numbers never tell the whole story, but these say a lot.'), l('Behind each figure are people who did the work.'), l('None of this happened by accident.', { bold: true }), l('I am proud of the people behind these numbers.')],
    hiring: [l('The best candidates often do not tick every box. Apply anyway.'), l('Happy to answer any questions before you apply.', { personal: true })],
    event: [l('Questions from the audience are very welcome.'), l('I am looking forward to the questions.')],
    congrats: [l('Recognition like this is earned over years, not days.'), l('Moments like this are worth pausing for.'), l('It is a joy to see good work recognised.'), l('I am grateful to know people like this.')],
    lesson: [l('Looking back, the signs were there.', { personal: true }), l('It is obvious in hindsight. It was not at the time.'), l('Writing it down so I remember it next time.', { personal: true }), l('Small changes, big difference.')],
    opinion: [l('I know this is not the popular view.', { personal: true }), l('Context matters, of course.'), l('There are exceptions, but they are rarer than we think.')],
    tips: [l('None of these need a budget.'), l('Pick one and start there.'), l('They sound obvious. They are not easy.'), l('I wish I had known these sooner.')],
    question: [l('I have my own view, but I want to hear yours first.', { personal: true }), l('There is no single right answer here.')],
  },
  fr: {
    announcement: [l('Il a fallu beaucoup de monde pour en arriver là.'), l('La suite arrive bientôt.')],
    results: [l('Derrière chaque chiffre, il y a une équipe.'), l('Rien de tout cela n’est arrivé par hasard.')],
    hiring: [l('Les questions sur le poste sont bienvenues avant de postuler.')],
    event: [l('Les questions du public sont les bienvenues.')],
    congrats: [l('Une reconnaissance qui se construit sur des années.')],
    lesson: [l('Avec le recul, les signes étaient là.', { personal: true })],
    opinion: [l('Il y a des exceptions, bien sûr.')],
    tips: [l('Aucun ne demande de budget.')],
    question: [l('Il n’y a pas de réponse unique.')],
  },
  nl: {
    announcement: [l('Er waren veel mensen nodig om hier te geraken.'), l('Binnenkort meer.')],
    results: [l('Achter elk cijfer zit een team.'), l('Niets hiervan gebeurde toevallig.')],
    hiring: [l('Vragen over de job mag je altijd stellen voor je solliciteert.')],
    event: [l('Vragen uit het publiek zijn welkom.')],
    congrats: [l('Zo’n erkenning bouw je op over jaren.')],
    lesson: [l('Achteraf gezien waren de signalen er.', { personal: true })],
    opinion: [l('Er zijn uitzonderingen, natuurlijk.')],
    tips: [l('Geen enkele kost geld.')],
    question: [l('Er is geen enkel juist antwoord.')],
  },
};

export const LINK_LINES: Record<WrittenLanguage, readonly string[]> = {
  en: ['More here: {url}', 'Details: {url}', 'Read more: {url}', 'Link: {url}'],
  fr: ['Plus d’infos : {url}', 'Le lien : {url}', 'Les détails : {url}'],
  nl: ['Meer info: {url}', 'De link: {url}', 'Alle details: {url}'],
};

/** The line before a list made from the idea's sentences. */
export const POINT_LEADS: Record<WrittenLanguage, readonly string[]> = {
  en: ['In short:', 'The details:', 'What to know:', 'The key points:'],
  fr: ['En bref :', 'Les détails :', 'L’essentiel :'],
  nl: ['Kort samengevat:', 'De details:', 'Wat je moet weten:'],
};

export const WHEN_LABEL: Record<WrittenLanguage, string> = { en: 'When', fr: 'Quand', nl: 'Wanneer' };

/** A hashtag for the kind of post, when the idea gives too few of its own. */
export const KIND_TAGS: Record<WrittenLanguage, Record<PostKind, string | null>> = {
  en: { announcement: 'News', results: 'Milestones', hiring: 'Hiring', event: 'Events', congrats: 'Congratulations', lesson: 'LessonsLearned', opinion: null, tips: 'Tips', question: null },
  fr: { announcement: 'Annonce', results: 'Résultats', hiring: 'Recrutement', event: 'Événement', congrats: 'Félicitations', lesson: 'Leçons', opinion: null, tips: 'Conseils', question: null },
  nl: { announcement: 'Nieuws', results: 'Mijlpaal', hiring: 'Vacature', event: 'Event', congrats: 'Proficiat', lesson: 'Lessen', opinion: null, tips: 'Tips', question: null },
};

/**
 * Endings that serve the voice's goal (English): networking invites people to
 * connect, thought leadership states a view, career development names the
 * learning. Mixed into the kind's endings with a higher weight.
 */
export const GOAL_CTAS: Record<'networking' | 'thought-leadership' | 'business-growth' | 'career-development', readonly Line[]> = {
  networking: [
    l('If you are working on something similar, let us connect.'),
    l('Always happy to compare notes. Feel free to connect.'),
    l('I would love to hear your experience. Comments and messages are open.'),
    l('What is your take? Let us start a conversation in the comments.'),
    l('If this sounds familiar, connect with me and let us talk.'),
    l('Tell me about your own experience; I read every comment.'),
    l('Happy to meet anyone who cares about this. Say hello in the comments.'),
    l('Want to compare notes?'),
    l('Are you working on something similar?'),
    l('How is it going on your side?'),
    l('What would you add from your own experience?'),
    l('Who else should join this conversation?'),
    l('Have you been through something like this?'),
  ],
  'thought-leadership': [
    l('That is my perspective. Where do you disagree?'),
    l('Here is the lesson as I see it: the details matter more than the headline.', { personal: true }),
    l('My perspective may not be yours. Where would you push back?', { soft: true }),
    l('A perspective worth debating. What is yours?'),
    l('Where would you disagree with this perspective?'),
    l('The lesson, for me, is in the follow-through.', { personal: true }),
    l('What perspective am I missing?'),
    l('Do you see it the same way?'),
    l('Which part would you push back on?'),
    l('Is this your experience too?'),
    l('A view worth debating; share yours in the comments.'),
    l('Share your perspective in the comments, especially if you disagree.'),
    l('Disagreement is welcome in the comments.'),
    l('Other perspectives are welcome in the comments.'),
    l('Further perspectives are welcome in the comments.'),
    l('Share a different perspective in the comments.'),
    l('Counter-arguments are welcome in the comments.'),
    l('Share this with someone who would debate it.'),
    l('Save this for the next strategy discussion.'),
    l('Different views are welcome in the comments.'),
    l('Share where you disagree in the comments.'),
    l('Add the perspective this post is missing in the comments.'),
    l('Share this with someone whose perspective you value.'),
  ],
  'business-growth': [
    l('If you want results like these, send me a message.', { personal: true }),
    l('Curious how this could work for your customers? Send me a message.', { personal: true }),
    l('Working on something similar for your clients? Let us talk.'),
    l('What would this mean for your customers?'),
  ],
  'career-development': [
    l('What did you learn from a similar moment in your career?'),
    l('What is the next step in your own career?'),
    l('Which skill would you want to learn from this?'),
    l('What is the lesson you would pass on to someone earlier in their career?'),
    l('Save this for your next career step.'),
    l('Growth often hides in moments like this. What was your own?'),
    l('What have you learned this year?'),
    l('What would you tell your younger self about this?'),
    l('Which moment taught you the most at work?'),
    l('What is one thing you are learning right now?'),
    l('Which habit has helped your career the most?'),
    l('Who helped you grow the most at work?'),
    l('What would you do differently next time?'),
  ],
};

/** Endings that fit any kind of post, mixed into the kind's own (French and Dutch banks are smaller). */
export const ANY_CTAS: Record<WrittenLanguage, readonly Line[]> = {
  en: [],
  fr: [
    l('Qu’en pensez-vous ?'),
    l('Vos commentaires sont les bienvenus.'),
    l('Partagez si cela peut aider quelqu’un.'),
    l('Je lis tous les commentaires.', { personal: true }),
    l('Votre avis m’intéresse.', { personal: true }),
    l('Dites-moi ce que vous en pensez en commentaire.', { personal: true }),
    l('Une réaction ? Les commentaires sont ouverts.'),
  ],
  nl: [
    l('Wat denk jij?'),
    l('Reacties zijn welkom.'),
    l('Deel het als het iemand kan helpen.'),
    l('Ik lees al jullie reacties.', { personal: true }),
    l('Benieuwd naar jouw mening.'),
    l('Laat je reactie achter in de comments.'),
    l('Vragen of ideeën? Laat het weten.'),
  ],
};

/** Openings that fit any kind of post, for the smaller French and Dutch banks. */
export const ANY_HOOKS: Record<WrittenLanguage, readonly Line[]> = {
  en: [],
  fr: [l('Un mot rapide.'), l('À partager.'), l('Quelques lignes sur ce sujet.'), l('Je voulais vous en parler.', { personal: true }), l('Petit message du jour.'), l('En quelques mots.'), l('Un sujet qui mérite d’en parler.'), l('Quelques lignes, pas plus.')],
  nl: [l('Even kort.'), l('Om te delen.'), l('Een paar woorden hierover.'), l('Ik wilde dit even delen.', { personal: true }), l('Een berichtje van vandaag.')],
};

/** Lead-ins that may open a closing question: "Over to you: what would you add?" */
export const QUESTION_LEADS: Record<WrittenLanguage, readonly string[]> = {
  en: ['Over to you:', 'Curious:', 'Honest question:', 'Your turn:', 'Quick question:', 'So,'],
  fr: ['À vous :', 'Question :', 'Alors,'],
  nl: ['Aan jou:', 'Vraagje:', 'Dus,'],
};

/**
 * A one-sentence idea without facts is a thesis: these lines build a body
 * around it that stays true for any thesis. They talk about the idea and the
 * reader, never about events: no invented fact, no first-person story, no
 * opening that contradicts the idea (decision 070).
 */
export type ThesisBanks = { hooks: readonly Line[]; reasons: readonly Line[]; listLeads: readonly string[]; questions: readonly string[]; example: readonly Line[]; ctas: readonly Line[] };

export const THESIS_LINES: Record<WrittenLanguage, ThesisBanks> = {
  en: {
    hooks: [
      l('A short thought on {subject}.'),
      l('On {subject}, stated plainly.'),
      l('One idea, stated plainly.'),
      l('A short thought worth a second look.'),
      l('A thought to test against your own work.'),
      l('A thought for the week ahead.'),
      l('Simple to say, easy to skip.'),
      l('Worth saying out loud.'),
      l('Here is the idea.'),
      l('A point worth making.'),
    ],
    reasons: [
      l('It fits in one sentence, which is exactly why it is easy to nod at and move past.'),
      l('The things most people agree with are often the things nobody gets round to doing.'),
      l('Said quickly, it sounds obvious. Applied on a busy day, it rarely is.'),
      l('The value is not in agreeing with it but in checking it against a real situation.'),
      l('It is the kind of point that gets lost when the calendar fills up.'),
      l('Stated this plainly, it is easy to test: either it holds in your own work or it does not.'),
      l('Points like this one tend to matter most when nobody is watching.'),
      l('It deserves more attention than it usually gets.'),
      l('It is less about knowing it and more about doing it when it counts.'),
      l('A clear sentence is a good place to start a conversation.'),
      l('Everyone has a view on {subject}; fewer people test theirs against a real week.'),
      l('With {subject}, the gap is rarely in knowing and usually in doing.'),
      l('It is easy to agree about {subject} in a meeting and forget it by Friday.'),
    ],
    listLeads: ['Three questions to test it against your own work:', 'A quick way to check it:', 'Three questions worth asking:', 'To make it practical, ask:'],
    questions: [
      'Where does this already happen in your team',
      'What gets in the way when it does not',
      'What would change if it happened every time',
      'Who would notice first',
      'What is the smallest step towards it this week',
      'When did you last see it done well',
      'What would it cost to ignore it for another year',
      'Which part is hardest to keep up',
      'How would you explain it to someone new',
    ],
    example: [
      l('The best example is one from your own week: think of the last time this came up, and what happened next.'),
      l('Try it on a real case: the last decision, hire or project that comes to mind.'),
      l('Picture the last time it mattered. Did it go this way?'),
      l('An example from your own work will say more than any general rule.'),
      l('Think of the last time {subject} came up in your own work, and what happened next.'),
    ],
    ctas: [
      l('Does this match your experience?'),
      l('Where have you seen this work, or fail?'),
      l('What would you add?'),
      l('What is the strongest argument against it?'),
      l('How does your team handle this?'),
      l('Agree, or not quite? Tell me why.'),
      l('What would you change in that sentence?'),
      l('Curious how others see this.'),
      l('What is your experience with {subject}?'),
      l('What has changed your mind about {subject}, if anything?'),
    ],
  },
  fr: {
    hooks: [l('Une idée, dite simplement.'), l('Une courte réflexion.'), l('Une idée à tester sur votre propre travail.'), l('Une pensée pour la semaine.'), l('Simple à dire, facile à oublier.'), l('À dire tout haut.')],
    reasons: [
      l('Elle tient en une phrase, et c’est justement pour cela qu’on l’approuve sans l’appliquer.'),
      l('Ce sur quoi tout le monde est d’accord est souvent ce que personne ne fait.'),
      l('Dit rapidement, cela paraît évident. Un jour chargé, cela l’est rarement.'),
      l('L’intérêt n’est pas d’être d’accord, mais de la confronter à une situation réelle.'),
      l('C’est le genre d’idée qui se perd quand l’agenda se remplit.'),
      l('Elle mérite plus d’attention qu’elle n’en reçoit d’habitude.'),
    ],
    listLeads: ['Trois questions pour la tester :', 'Pour la rendre concrète :', 'Trois questions à se poser :'],
    questions: [
      'Où cela se passe-t-il déjà dans votre équipe',
      'Qu’est-ce qui bloque quand ce n’est pas le cas',
      'Qu’est-ce qui changerait si c’était systématique',
      'Quel serait le plus petit pas cette semaine',
      'Quand l’avez-vous vu bien fait pour la dernière fois',
      'Quelle partie est la plus difficile à tenir',
    ],
    example: [l('Le meilleur exemple est le vôtre : pensez à la dernière fois que la question s’est posée.'), l('Essayez-la sur un cas réel, le dernier projet qui vous vient à l’esprit.')],
    ctas: [l('Cela correspond à votre expérience ?'), l('Où l’avez-vous vu fonctionner, ou échouer ?'), l('Qu’ajouteriez-vous ?'), l('Quel est le meilleur argument contre ?'), l('Comment votre équipe s’y prend-elle ?')],
  },
  nl: {
    hooks: [l('Eén idee, eenvoudig gezegd.'), l('Een korte gedachte.'), l('Een idee om aan je eigen werk te toetsen.'), l('Makkelijk gezegd, makkelijk vergeten.')],
    reasons: [
      l('Het past in één zin, en net daarom knikken we en gaan we verder.'),
      l('Waar iedereen het mee eens is, doet vaak niemand.'),
      l('Snel gezegd klinkt het vanzelfsprekend. Op een drukke dag is het dat zelden.'),
      l('De waarde zit niet in het eens zijn, maar in het toetsen aan een echte situatie.'),
    ],
    listLeads: ['Drie vragen om het te toetsen:', 'Om het concreet te maken:'],
    questions: ['Waar gebeurt dit al in je team', 'Wat houdt het tegen als het niet gebeurt', 'Wat zou er veranderen als het altijd gebeurde', 'Wat is de kleinste stap deze week', 'Welk deel is het moeilijkst vol te houden'],
    example: [l('Het beste voorbeeld is het jouwe: denk aan de laatste keer dat dit speelde.')],
    ctas: [l('Herken je dit?'), l('Waar zag je dit werken, of mislukken?'), l('Wat zou jij toevoegen?'), l('Wat is het sterkste argument ertegen?')],
  },
};

/**
 * A French or Dutch bare topic ("télétravail", "tips voor thuiswerken"): the
 * topic as a title ("Télétravail : quelques repères."), then principles that
 * hold for any working practice, in the reader's hands: no invented fact, no
 * story, no sentence that inserts the topic where its gender or article could
 * break the grammar (decision 076). English bare topics have the topic composer.
 */
export type TopicBanks = {
  /** What follows "{Topic} :" in the title line. */
  titles: readonly string[];
  principles: readonly Line[];
  listLeads: readonly string[];
  items: readonly string[];
  ctas: readonly Line[];
};

export const TOPIC_LINES: Record<'fr' | 'nl', TopicBanks> = {
  fr: {
    titles: ['quelques repères simples.', 'ce qui compte vraiment.', 'l’essentiel en quelques lignes.', 'par où commencer.', 'ce que l’on oublie souvent.', 'retour aux bases.'],
    principles: [
      l('Avant de chercher la bonne méthode, il vaut la peine de clarifier ce que l’on veut obtenir.'),
      l('Le plus utile est souvent de commencer petit : une seule habitude, tenue pendant quelques semaines.'),
      l('Ce qui marche pour une équipe ne marche pas forcément pour une autre ; le contexte compte autant que la méthode.'),
      l('Noter ce qui fonctionne et ce qui bloque permet d’ajuster sans repartir de zéro.'),
      l('Demander l’avis des personnes concernées évite bien des fausses bonnes idées.'),
      l('Mieux vaut quelques règles claires et partagées qu’un long document que personne ne relit.'),
      l('Les progrès se voient rarement d’une semaine à l’autre, mais nettement d’un trimestre à l’autre.'),
      l('Un bon réglage se revoit : ce qui convenait il y a six mois ne convient peut-être plus.', { soft: true }),
      l('La régularité l’emporte presque toujours sur l’intensité.', { bold: true }),
      l('Le plus difficile n’est pas de savoir quoi faire, mais de le faire quand la semaine est chargée.'),
    ],
    listLeads: ['Quelques repères :', 'Pour s’y mettre :', 'Trois pistes concrètes :'],
    items: [
      'Clarifier ce que l’on veut obtenir',
      'Commencer par une seule habitude',
      'Demander l’avis des personnes concernées',
      'Noter ce qui marche et ce qui bloque',
      'Revoir les règles après un mois',
      'Garder peu de règles, mais claires',
      'Adapter la méthode à l’équipe, et non l’inverse',
    ],
    ctas: [
      l('Qu’est-ce qui fonctionne dans votre équipe ?', { question: true }),
      l('Quel conseil ajouteriez-vous ?', { question: true }),
      l('Qu’avez-vous essayé qui a vraiment changé les choses ?', { question: true }),
      l('Partagez votre expérience en commentaire.'),
      l('Partagez ce post avec quelqu’un que le sujet intéresse.'),
    ],
  },
  nl: {
    titles: ['een paar eenvoudige uitgangspunten.', 'wat echt telt.', 'de basis in een paar regels.', 'waar te beginnen.', 'wat vaak vergeten wordt.', 'terug naar de basis.'],
    principles: [
      l('Voor je een methode kiest, loont het om helder te krijgen wat je precies wilt bereiken.'),
      l('Begin klein: één gewoonte die je een paar weken volhoudt, zegt meer dan een groot plan.'),
      l('Wat bij het ene team werkt, werkt niet vanzelf bij het andere; de context telt even zwaar als de aanpak.'),
      l('Noteer wat werkt en wat blokkeert, dan kun je bijsturen zonder opnieuw te beginnen.'),
      l('Vraag het aan de mensen die ermee werken: dat voorkomt heel wat goedbedoelde misstappen.'),
      l('Een paar duidelijke, gedeelde afspraken werken beter dan een lang document dat niemand herleest.'),
      l('Vooruitgang zie je zelden van week tot week, maar wel van kwartaal tot kwartaal.'),
      l('Goede afspraken herbekijk je: wat zes maanden geleden paste, past nu misschien niet meer.', { soft: true }),
      l('Regelmaat wint het bijna altijd van intensiteit.', { bold: true }),
      l('Het moeilijkste is niet weten wat je moet doen, maar het doen als de week vol zit.'),
    ],
    listLeads: ['Een paar uitgangspunten:', 'Om mee te beginnen:', 'Drie concrete ideeën:'],
    items: [
      'Maak duidelijk wat je wilt bereiken',
      'Begin met één gewoonte',
      'Vraag het aan de mensen die ermee werken',
      'Noteer wat werkt en wat blokkeert',
      'Bekijk de afspraken na een maand opnieuw',
      'Hou het bij weinig, duidelijke afspraken',
      'Pas de aanpak aan het team aan, niet omgekeerd',
    ],
    ctas: [
      l('Wat werkt er bij jullie in het team?', { question: true }),
      l('Welke tip zou jij toevoegen?', { question: true }),
      l('Wat heb je geprobeerd dat echt het verschil maakte?', { question: true }),
      l('Deel je ervaring in de reacties.'),
      l('Deel dit bericht met iemand voor wie het nuttig is.'),
    ],
  },
};
