// Each form of Objective-C's localized-string lookups; the comment after each line says what it gives.
#import <UIKit/UIKit.h>

#define LocalizedStatus(name) NSLocalizedStringFromTable(name, @"Status", nil) // A macro's body is no call.

@implementation ComposeController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = NSLocalizedString(@"Send", nil);                       // held
    self.hint = NSLocalizedString(@"Saved" @" drafts", @"");             // held: adjacent literals are one key
    self.quote = NSLocalizedString(@"Say \"hi\"", @"An escaped quote");  // held
    self.retry = NSLocalizedString(@"Retry upload", "no table holds it"); // missing-code-key
    // self.old = NSLocalizedString(@"Commented out", nil);  a comment: no reference
    /* NSLocalizedString(@"Also commented out", nil); */
    self.log = @"NSLocalizedString(@\"In a string\", nil)";              // a string: no reference
    self.heading = NSLocalizedStringFromTable(@"compose.title", @"Compose", nil);   // held in Compose
    self.body = NSLocalizedStringFromTableInBundle(@"compose.hint", @"Compose",
                                                   [NSBundle mainBundle], @"Multi-line call"); // held in Compose
    self.footer = NSLocalizedStringFromTable(@"compose.footer", @"Compose", nil);  // missing-code-key
    self.button = [[NSBundle mainBundle] localizedStringForKey:@"Discard" value:@"" table:nil]; // missing-code-key
    self.label = [[NSBundle mainBundle] localizedStringForKey:@"Keep" value:@"Keep" table:nil]; // a default value
    self.other = [self.bundle localizedStringForKey:@"Elsewhere" value:nil table:nil]; // another bundle
    self.state = NSLocalizedStringFromTable([self statusKey], @"Status", nil); // built at run time: Status unknown
#if DEBUG
    self.debug = NSLocalizedString(@"Debug menu", nil);                  // debug code: no finding
#endif
}

@end
