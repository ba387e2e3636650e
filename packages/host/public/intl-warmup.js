// Builds V8's list of ICU locales, which it keeps for the whole renderer process, off the page's main
// thread: the page's first formatted message then finds it built (decision 0061).
Intl.NumberFormat.supportedLocalesOf('en');
Intl.DateTimeFormat.supportedLocalesOf('en');
Intl.PluralRules.supportedLocalesOf('en');
close();
