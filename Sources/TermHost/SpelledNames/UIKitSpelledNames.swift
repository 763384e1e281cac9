// UIKit's spelled names, as porting aids: code written for UIKit compiles unchanged with a deprecation
// warning per name, and the compiler's fix-it renames it to TermHost's name (DESIGN "Names": the platform
// prefix dropped, views become `…Widget`). New code uses TermHost's names. Foundation's own types
// (`CGFloat`, `CGRect`, `NSAttributedString`, ...) are not renamed and need no alias.

import TermHostAutoLayout
import TermHostCore
import TermHostHosting
import TermHostViews
import TermHostWidgets

/// UIKit's name for ``Widget``: use `Widget` (the fix-it renames it).
@available(*, deprecated, renamed: "Widget")
public typealias UIView = Widget

/// UIKit's name for ``WidgetController``: use `WidgetController` (the fix-it renames it).
@available(*, deprecated, renamed: "WidgetController")
public typealias UIViewController = WidgetController

/// UIKit's name for ``Window``: use `Window` (the fix-it renames it).
@available(*, deprecated, renamed: "Window")
public typealias UIWindow = Window

/// UIKit's name for ``Responder``: use `Responder` (the fix-it renames it).
@available(*, deprecated, renamed: "Responder")
public typealias UIResponder = Responder

/// UIKit's name for ``Application``: use `Application` (the fix-it renames it).
@available(*, deprecated, renamed: "Application")
public typealias UIApplication = Application

/// UIKit's name for ``ApplicationDelegate``: use `ApplicationDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "ApplicationDelegate")
public typealias UIApplicationDelegate = ApplicationDelegate

/// UIKit's name for ``Screen``: use `Screen` (the fix-it renames it).
@available(*, deprecated, renamed: "Screen")
public typealias UIScreen = Screen

/// UIKit's name for ``LabelWidget``: use `LabelWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "LabelWidget")
public typealias UILabel = LabelWidget

/// UIKit's name for ``ButtonWidget``: use `ButtonWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ButtonWidget")
public typealias UIButton = ButtonWidget

/// UIKit's name for ``ControlWidget``: use `ControlWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ControlWidget")
public typealias UIControl = ControlWidget

/// UIKit's name for ``TextFieldWidget``: use `TextFieldWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "TextFieldWidget")
public typealias UITextField = TextFieldWidget

/// UIKit's name for ``TextFieldWidgetDelegate``: use `TextFieldWidgetDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "TextFieldWidgetDelegate")
public typealias UITextFieldDelegate = TextFieldWidgetDelegate

/// UIKit's name for ``TextViewWidget``: use `TextViewWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "TextViewWidget")
public typealias UITextView = TextViewWidget

/// UIKit's name for ``CheckboxWidget``: use `CheckboxWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "CheckboxWidget")
public typealias UISwitch = CheckboxWidget

/// UIKit's name for ``ScrollWidget``: use `ScrollWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ScrollWidget")
public typealias UIScrollView = ScrollWidget

/// UIKit's name for ``StackWidget``: use `StackWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "StackWidget")
public typealias UIStackView = StackWidget

/// UIKit's name for ``ProgressBarWidget``: use `ProgressBarWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ProgressBarWidget")
public typealias UIProgressView = ProgressBarWidget

/// UIKit's name for ``ListWidget``: use `ListWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ListWidget")
public typealias UITableView = ListWidget

/// UIKit's name for ``ListCellWidget``: use `ListCellWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ListCellWidget")
public typealias UITableViewCell = ListCellWidget

/// UIKit's name for ``ListHeaderFooterWidget``: use `ListHeaderFooterWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ListHeaderFooterWidget")
public typealias UITableViewHeaderFooterView = ListHeaderFooterWidget

/// UIKit's name for ``ListWidgetDataSource``: use `ListWidgetDataSource` (the fix-it renames it).
@available(*, deprecated, renamed: "ListWidgetDataSource")
public typealias UITableViewDataSource = ListWidgetDataSource

/// UIKit's name for ``ListWidgetDelegate``: use `ListWidgetDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "ListWidgetDelegate")
public typealias UITableViewDelegate = ListWidgetDelegate

/// UIKit's name for ``ContentConfiguration``: use `ContentConfiguration` (the fix-it renames it).
@available(*, deprecated, renamed: "ContentConfiguration")
public typealias UIContentConfiguration = ContentConfiguration

/// UIKit's name for ``ListContentConfiguration``: use `ListContentConfiguration` (the fix-it renames it).
@available(*, deprecated, renamed: "ListContentConfiguration")
public typealias UIListContentConfiguration = ListContentConfiguration

/// UIKit's name for ``NavigationController``: use `NavigationController` (the fix-it renames it).
@available(*, deprecated, renamed: "NavigationController")
public typealias UINavigationController = NavigationController

/// UIKit's name for ``NavigationItem``: use `NavigationItem` (the fix-it renames it).
@available(*, deprecated, renamed: "NavigationItem")
public typealias UINavigationItem = NavigationItem

/// UIKit's name for ``NavigationBarWidget``: use `NavigationBarWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "NavigationBarWidget")
public typealias UINavigationBar = NavigationBarWidget

/// UIKit's name for ``BarButtonItem``: use `BarButtonItem` (the fix-it renames it).
@available(*, deprecated, renamed: "BarButtonItem")
public typealias UIBarButtonItem = BarButtonItem

/// UIKit's name for ``AlertController``: use `AlertController` (the fix-it renames it).
@available(*, deprecated, renamed: "AlertController")
public typealias UIAlertController = AlertController

/// UIKit's name for ``AlertAction``: use `AlertAction` (the fix-it renames it).
@available(*, deprecated, renamed: "AlertAction")
public typealias UIAlertAction = AlertAction

/// UIKit's name for ``Action``: use `Action` (the fix-it renames it).
@available(*, deprecated, renamed: "Action")
public typealias UIAction = Action

/// UIKit's name for ``PresentationController``: use `PresentationController` (the fix-it renames it).
@available(*, deprecated, renamed: "PresentationController")
public typealias UIPresentationController = PresentationController

/// UIKit's name for ``PopoverPresentationController``: use `PopoverPresentationController` (the fix-it renames it).
@available(*, deprecated, renamed: "PopoverPresentationController")
public typealias UIPopoverPresentationController = PopoverPresentationController

/// UIKit's name for ``PopoverPresentationControllerDelegate``: use `PopoverPresentationControllerDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "PopoverPresentationControllerDelegate")
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate

/// UIKit's name for ``SheetPresentationController``: use `SheetPresentationController` (the fix-it renames it).
@available(*, deprecated, renamed: "SheetPresentationController")
public typealias UISheetPresentationController = SheetPresentationController

/// UIKit's name for ``SheetPresentationControllerDelegate``: use `SheetPresentationControllerDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "SheetPresentationControllerDelegate")
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate

/// UIKit's name for ``AdaptivePresentationControllerDelegate``: use `AdaptivePresentationControllerDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "AdaptivePresentationControllerDelegate")
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate

/// UIKit's name for ``ModalPresentationStyle``: use `ModalPresentationStyle` (the fix-it renames it).
@available(*, deprecated, renamed: "ModalPresentationStyle")
public typealias UIModalPresentationStyle = ModalPresentationStyle

/// UIKit's name for ``ModalTransitionStyle``: use `ModalTransitionStyle` (the fix-it renames it).
@available(*, deprecated, renamed: "ModalTransitionStyle")
public typealias UIModalTransitionStyle = ModalTransitionStyle

/// UIKit's name for ``WidgetRepresentable``: use `WidgetRepresentable` (the fix-it renames it).
@available(*, deprecated, renamed: "WidgetRepresentable")
public typealias UIViewRepresentable = WidgetRepresentable

/// UIKit's name for ``WidgetControllerRepresentable``: use `WidgetControllerRepresentable` (the fix-it renames it).
@available(*, deprecated, renamed: "WidgetControllerRepresentable")
public typealias UIViewControllerRepresentable = WidgetControllerRepresentable

/// UIKit's name for ``Constraint``: use `Constraint` (the fix-it renames it).
@available(*, deprecated, renamed: "Constraint")
public typealias NSLayoutConstraint = Constraint

/// UIKit's name for ``LayoutGuide``: use `LayoutGuide` (the fix-it renames it).
@available(*, deprecated, renamed: "LayoutGuide")
public typealias UILayoutGuide = LayoutGuide

/// UIKit's name for ``LayoutPriority``: use `LayoutPriority` (the fix-it renames it).
@available(*, deprecated, renamed: "LayoutPriority")
public typealias UILayoutPriority = LayoutPriority

/// UIKit's name for ``LayoutXAxisAnchor``: use `LayoutXAxisAnchor` (the fix-it renames it).
@available(*, deprecated, renamed: "LayoutXAxisAnchor")
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's name for ``LayoutYAxisAnchor``: use `LayoutYAxisAnchor` (the fix-it renames it).
@available(*, deprecated, renamed: "LayoutYAxisAnchor")
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's name for ``LayoutDimension``: use `LayoutDimension` (the fix-it renames it).
@available(*, deprecated, renamed: "LayoutDimension")
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's name for ``Color``: use `Color` (the fix-it renames it).
@available(*, deprecated, renamed: "Color")
public typealias UIColor = Color

/// UIKit's name for ``Font``: use `Font` (the fix-it renames it).
@available(*, deprecated, renamed: "Font")
public typealias UIFont = Font

/// UIKit's name for ``EdgeInsets``: use `EdgeInsets` (the fix-it renames it).
@available(*, deprecated, renamed: "EdgeInsets")
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's name for ``TextAlignment``: use `TextAlignment` (the fix-it renames it).
@available(*, deprecated, renamed: "TextAlignment")
public typealias NSTextAlignment = TextAlignment

/// UIKit's name for ``LineBreakMode``: use `LineBreakMode` (the fix-it renames it).
@available(*, deprecated, renamed: "LineBreakMode")
public typealias NSLineBreakMode = LineBreakMode

/// UIKit's name for ``KeyboardType``: use `KeyboardType` (the fix-it renames it).
@available(*, deprecated, renamed: "KeyboardType")
public typealias UIKeyboardType = KeyboardType

/// UIKit's name for ``ReturnKeyType``: use `ReturnKeyType` (the fix-it renames it).
@available(*, deprecated, renamed: "ReturnKeyType")
public typealias UIReturnKeyType = ReturnKeyType

/// UIKit's name for ``TextContentType``: use `TextContentType` (the fix-it renames it).
@available(*, deprecated, renamed: "TextContentType")
public typealias UITextContentType = TextContentType

/// UIKit's name for ``TextAutocapitalizationType``: use `TextAutocapitalizationType` (the fix-it renames it).
@available(*, deprecated, renamed: "TextAutocapitalizationType")
public typealias UITextAutocapitalizationType = TextAutocapitalizationType

/// UIKit's name for ``TextAutocorrectionType``: use `TextAutocorrectionType` (the fix-it renames it).
@available(*, deprecated, renamed: "TextAutocorrectionType")
public typealias UITextAutocorrectionType = TextAutocorrectionType

/// UIKit's name for ``TextSpellCheckingType``: use `TextSpellCheckingType` (the fix-it renames it).
@available(*, deprecated, renamed: "TextSpellCheckingType")
public typealias UITextSpellCheckingType = TextSpellCheckingType

/// UIKit's name for ``HostingController``: use `HostingController` (the fix-it renames it).
@available(*, deprecated, renamed: "HostingController")
public typealias UIHostingController<Content: View> = HostingController<Content>

/// UIKit's name for ``HostingConfiguration``: use `HostingConfiguration` (the fix-it renames it).
@available(*, deprecated, renamed: "HostingConfiguration")
public typealias UIHostingConfiguration<Content: View> = HostingConfiguration<Content>

/// UIKit's name for ``ListWidgetDiffableDataSource``: use `ListWidgetDiffableDataSource` (the fix-it renames it).
@available(*, deprecated, renamed: "ListWidgetDiffableDataSource")
public typealias UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> = ListWidgetDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// UIKit's name for ``DiffableDataSourceSnapshot``: use `DiffableDataSourceSnapshot` (the fix-it renames it).
@available(*, deprecated, renamed: "DiffableDataSourceSnapshot")
public typealias NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable> = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

/// UIKit's name for ``ImageWidget``: use `ImageWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ImageWidget")
public typealias UIImageView = ImageWidget

/// UIKit's name for ``Image``: use `Image` (the fix-it renames it).
@available(*, deprecated, renamed: "Image")
public typealias UIImage = Image

/// UIKit's name for ``ActivityIndicatorWidget``: use `ActivityIndicatorWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "ActivityIndicatorWidget")
public typealias UIActivityIndicatorView = ActivityIndicatorWidget

/// UIKit's name for ``Layer``: use `Layer` (the fix-it renames it).
@available(*, deprecated, renamed: "Layer")
public typealias CALayer = Layer

/// UIKit's name for ``GestureRecognizer``: use `GestureRecognizer` (the fix-it renames it).
@available(*, deprecated, renamed: "GestureRecognizer")
public typealias UIGestureRecognizer = GestureRecognizer

/// UIKit's name for ``GestureRecognizerDelegate``: use `GestureRecognizerDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "GestureRecognizerDelegate")
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

/// UIKit's name for ``TapGestureRecognizer``: use `TapGestureRecognizer` (the fix-it renames it).
@available(*, deprecated, renamed: "TapGestureRecognizer")
public typealias UITapGestureRecognizer = TapGestureRecognizer

/// UIKit's name for ``LongPressGestureRecognizer``: use `LongPressGestureRecognizer` (the fix-it renames it).
@available(*, deprecated, renamed: "LongPressGestureRecognizer")
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer

/// UIKit's name for ``PanGestureRecognizer``: use `PanGestureRecognizer` (the fix-it renames it).
@available(*, deprecated, renamed: "PanGestureRecognizer")
public typealias UIPanGestureRecognizer = PanGestureRecognizer

/// UIKit's name for ``ListWidgetController``: use `ListWidgetController` (the fix-it renames it).
@available(*, deprecated, renamed: "ListWidgetController")
public typealias UITableViewController = ListWidgetController

/// UIKit's name for ``TabBarController``: use `TabBarController` (the fix-it renames it).
@available(*, deprecated, renamed: "TabBarController")
public typealias UITabBarController = TabBarController

/// UIKit's name for ``TabBarControllerDelegate``: use `TabBarControllerDelegate` (the fix-it renames it).
@available(*, deprecated, renamed: "TabBarControllerDelegate")
public typealias UITabBarControllerDelegate = TabBarControllerDelegate

/// UIKit's name for ``TabBarItem``: use `TabBarItem` (the fix-it renames it).
@available(*, deprecated, renamed: "TabBarItem")
public typealias UITabBarItem = TabBarItem

/// UIKit's name for ``TabBarWidget``: use `TabBarWidget` (the fix-it renames it).
@available(*, deprecated, renamed: "TabBarWidget")
public typealias UITabBar = TabBarWidget
